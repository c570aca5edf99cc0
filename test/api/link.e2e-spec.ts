import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  allInboxEntries,
  deleteArtifact,
  edit,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revert,
  revisionCount,
  userWithRole,
} from './support/opinion-map.js';
import { DemoSeedService } from '../../backend/src/seed/demo-seed.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface LinkBody {
  LinkID: string;
  Title: string;
  URL: string;
  Image: string;
  Icon: string;
}

describe('argument links and references', () => {
  let t: TestApp;
  let author: Agent;
  let other: Agent;
  let editor: Agent;
  let mod: Agent;
  let posID: string;

  beforeAll(async () => {
    t = await startTestApp();
    author = (await userWithRole(t)).agent;
    other = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    posID = await newPos(author, await newConvo(author));
  });
  afterAll(() => t.close());

  const add = (agent: Agent, argID: string, args: object | string, revDesc = '') =>
    edit(agent, 'arg', argID, 'ArgAddExternalLink', args, revDesc);
  const getLink = (argID: string, linkID: string) =>
    request(t.http).get('/api/arg/getlink').query({ argID, linkID });
  const links = (argID: string) =>
    t.sql<LinkBody>(
      `SELECT id AS "LinkID", title AS "Title", url AS "URL", image AS "Image", icon AS "Icon"
         FROM arg_links WHERE arg_id = $1 ORDER BY position`,
      [argID],
    );
  const rowCount = async (argID: string) =>
    (
      await t.sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM arg_links WHERE arg_id = $1', [
        argID,
      ])
    )[0].n;

  async function addedLink(argID: string, args: object = {}): Promise<LinkBody> {
    const res = await add(author, argID, {
      Title: 'A report',
      URL: `https://example.org/${Math.random().toString(36).slice(2)}`,
      ...args,
    });
    expect(res.status).toBe(200);
    const [rev] = await history(author, 'arg', argID);
    return JSON.parse(rev.ArgsJSON) as LinkBody;
  }

  describe('refusals for who is asking', () => {
    it('answers 401 to an anonymous link edit and writes nothing', async () => {
      const argID = await newArg(author, posID);
      for (const [action, args] of [
        ['ArgAddExternalLink', { Title: 'x', URL: 'https://example.org/' }],
        ['ArgEditExternalLink', { LinkID: 'abc', Title: 'x', URL: 'https://example.org/' }],
        ['ArgRemoveExternalLink', { LinkID: 'abc' }],
      ] as const) {
        const res = await request(t.http)
          .post('/api/arg/edit')
          .send({
            body: { argID, action: { ActionName: action, ArgsJSON: JSON.stringify(args) } },
          });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      }
      expect(await revisionCount(t, argID)).toBe(1);
      expect(await rowCount(argID)).toBe(0);
    });

    it('lets only mods and admins remove a link (403 for users and editors)', async () => {
      const argID = await newArg(author, posID);
      const link = await addedLink(argID);
      for (const agent of [author, other, editor]) {
        const res = await edit(agent, 'arg', argID, 'ArgRemoveExternalLink', {
          LinkID: link.LinkID,
        });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'You need the mod role to delete a link.' });
      }
      expect(await rowCount(argID)).toBe(1);
    });

    it('answers 404 for the links and references of a missing or deleted argument', async () => {
      const argID = await newArg(author, posID);
      const link = await addedLink(argID, { Title: 'Kept' });
      expect((await getLink(argID, link.LinkID)).status).toBe(200);
      expect((await deleteArtifact(editor, 'arg', argID)).status).toBe(200);
      for (const res of [
        await getLink(argID, link.LinkID),
        await request(t.http).get('/api/arg/getreferences').query({ argID }),
        await getLink('AAAAAAAAAAAA', link.LinkID),
        await request(t.http).get('/api/arg/getreferences').query({ argID: 'AAAAAAAAAAAA' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error).toMatch(/no argument/);
      }
      // A deleted argument's links cannot be changed either.
      const res = await add(author, argID, { Title: 'x', URL: 'https://example.org/late' });
      expect(res.status).toBe(409);
    });
  });

  describe('hostile input', () => {
    let argID: string;
    beforeAll(async () => {
      argID = await newArg(author, posID);
    });

    it.each([
      [
        'NUL in Title',
        '{"Title":"a\\u0000b","URL":"https://example.org/"}',
        /Title must not contain NUL/,
      ],
      [
        'unpaired surrogate in URL',
        '{"Title":"ab","URL":"https://example.org/\\ud800"}',
        /URL must not contain unpaired/,
      ],
      ['Title as an array', '{"Title":["a"],"URL":"https://example.org/"}', /Title must be text/],
      ['URL as an object', '{"Title":"a","URL":{"x":1}}', /URL must be text/],
      ['no URL', '{"Title":"a"}', /URL must be text/],
      [
        'unknown field',
        '{"Title":"a","URL":"https://example.org/","LinkID":"x"}',
        /unknown field "LinkID"/,
      ],
      [
        'huge Title',
        JSON.stringify({ Title: 'x'.repeat(5000), URL: 'https://example.org/' }),
        /Title must be at most 1000/,
      ],
      [
        'long Title',
        JSON.stringify({ Title: 'x'.repeat(201), URL: 'https://example.org/' }),
        /^The title must be 1 to 200 characters; it has \d+\.$/,
      ],
      [
        'blank Title',
        JSON.stringify({ Title: '  ', URL: 'https://example.org/' }),
        /^The title cannot be empty: write 1 to 200 characters\.$/,
      ],
      [
        'huge URL',
        JSON.stringify({ Title: 'a', URL: `https://example.org/${'a'.repeat(5000)}` }),
        /URL must be at most 4000/,
      ],
      [
        'long URL',
        JSON.stringify({ Title: 'a', URL: `https://example.org/${'a'.repeat(2000)}` }),
        /^The URL must be at most 2000 characters; it has \d+\.$/,
      ],
      [
        'javascript: URL',
        JSON.stringify({ Title: 'a', URL: 'javascript:alert(1)' }),
        /URL must be a web address starting with http/,
      ],
      [
        'data: image',
        JSON.stringify({ Title: 'a', URL: 'https://e.org/', Image: 'data:image/png;base64,AA' }),
        /Image must be a web address starting with http/,
      ],
      [
        'relative URL',
        JSON.stringify({ Title: 'a', URL: '/relative' }),
        /URL must be a full web address/,
      ],
      [
        'URL with credentials',
        JSON.stringify({ Title: 'a', URL: 'https://u:p@example.org/' }),
        /user name or password/,
      ],
      ['ArgsJSON not an object', '["Title"]', /ArgsJSON must be a JSON object/],
    ])('refuses %s with 400 and writes nothing', async (_name, argsJson, message) => {
      const res = await add(author, argID, argsJson);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect(await revisionCount(t, argID)).toBe(1);
      expect(await rowCount(argID)).toBe(0);
    });

    it('refuses a LinkID of another argument, or not an id, with 400', async () => {
      const link = await addedLink(argID);
      for (const LinkID of [`AAAAAAAAAAAA;${link.LinkID}`, 'a b', `${argID};${link.LinkID};x`]) {
        const res = await edit(mod, 'arg', argID, 'ArgRemoveExternalLink', { LinkID });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/LinkID must be a link id/);
      }
      const res = await edit(mod, 'arg', argID, 'ArgRemoveExternalLink', { LinkID: 'nosuchlink' });
      expect(res.status).toBe(404);
    });

    it('refuses bad getlink and getreferences parameters with 400', async () => {
      const cases: [string, string][] = [
        [`/api/arg/getlink?argID=${argID}`, 'linkID'],
        [`/api/arg/getlink?argID=${argID}&linkID=a&linkID=b`, 'linkID'],
        [`/api/arg/getlink?argID=${argID}&linkID=a%00b`, 'linkID'],
        [`/api/arg/getlink?argID=${argID}&linkID=${'a'.repeat(5000)}`, 'linkID'],
        [`/api/arg/getlink?linkID=abc`, 'argID'],
        [`/api/arg/getreferences`, 'argID'],
        [`/api/arg/getreferences?argID[]=x`, 'argID'],
        [`/api/arg/getreferences?argID=${'a'.repeat(5000)}`, 'argID'],
        [`/api/arg/getreferences?argID=%ED%A0%80`, ''],
      ];
      for (const [url, field] of cases) {
        const res = await request(t.http).get(url);
        expect([400, 414]).toContain(res.status);
        expect(typeof res.body.error).toBe('string');
        if (res.status === 400) expect(res.body.error).toContain(field);
      }
    });
  });

  describe('adding, editing and removing links', () => {
    it('adds a link with a trimmed URL, recorded as ArgAddExternalLink with "Add link"', async () => {
      const argID = await newArg(author, posID);
      const res = await add(author, argID, {
        Title: '  Field study  ',
        URL: '  https://Example.org/study?id=1  ',
        Image: ' https://example.org/card.png ',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ RevID: expect.any(String) });
      const [rev] = await history(author, 'arg', argID);
      expect(rev).toMatchObject({ ActionName: 'ArgAddExternalLink', UserDescription: 'Add link' });
      const recorded = JSON.parse(rev.ArgsJSON) as LinkBody;
      expect(recorded).toEqual({
        LinkID: expect.stringMatching(/^[A-Za-z0-9_-]{1,16}$/),
        Title: 'Field study',
        URL: 'https://example.org/study?id=1',
        Image: 'https://example.org/card.png',
        Icon: '',
      });
      expect(rev.Diff).toEqual([
        {
          Field: 'Links',
          Old: '[]',
          New: JSON.stringify([recorded]),
          OldShown: [],
          NewShown: ['Field study (https://example.org/study?id=1)'],
        },
      ]);
      for (const id of [recorded.LinkID, `${argID};${recorded.LinkID}`]) {
        const got = await getLink(argID, id);
        expect(got.status).toBe(200);
        expect(got.body).toEqual({ Link: recorded });
      }
      // A description given is kept.
      const second = await add(
        author,
        argID,
        { Title: 'Two', URL: 'http://example.org/2' },
        'Source',
      );
      expect(second.status).toBe(200);
      expect((await history(author, 'arg', argID))[0].UserDescription).toBe('Source');
      expect((await links(argID)).map((l) => l.Title)).toEqual(['Field study', 'Two']);
    });

    it('refuses the same address twice on one argument (409)', async () => {
      const argID = await newArg(author, posID);
      await addedLink(argID, { URL: 'https://example.org/same' });
      const res = await add(other, argID, { Title: 'Again', URL: ' https://example.org/same ' });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/already links/);
    });

    it('edits a link in place (Image kept when left out, cleared with "")', async () => {
      const argID = await newArg(author, posID);
      const link = await addedLink(argID, {
        Image: 'https://example.org/i.png',
        Icon: 'https://example.org/f.ico',
      });
      const res = await edit(other, 'arg', argID, 'ArgEditExternalLink', {
        LinkID: `${argID};${link.LinkID}`,
        Title: 'Renamed',
        URL: 'https://example.org/moved',
        Icon: '',
      });
      expect(res.status).toBe(200);
      const expected = {
        LinkID: link.LinkID,
        Title: 'Renamed',
        URL: 'https://example.org/moved',
        Image: 'https://example.org/i.png',
        Icon: '',
      };
      expect((await getLink(argID, link.LinkID)).body).toEqual({ Link: expected });
      const [rev] = await history(author, 'arg', argID);
      expect(rev.ActionName).toBe('ArgEditExternalLink');
      expect(JSON.parse(rev.ArgsJSON)).toEqual(expected);
      // The same values again change nothing.
      const same = await edit(other, 'arg', argID, 'ArgEditExternalLink', expected);
      expect(same.status).toBe(400);
      expect(same.body).toEqual({ error: 'That change would change nothing.' });
    });

    it('lets a mod remove a link; the argument keeps its other links and fields', async () => {
      const argID = await newArg(author, posID);
      const first = await addedLink(argID, { Title: 'First' });
      const second = await addedLink(argID, { Title: 'Second' });
      const res = await edit(mod, 'arg', argID, 'ArgRemoveExternalLink', { LinkID: first.LinkID });
      expect(res.status).toBe(200);
      expect((await getLink(argID, first.LinkID)).status).toBe(404);
      expect((await links(argID)).map((l) => l.LinkID)).toEqual([second.LinkID]);
      expect(JSON.parse((await history(author, 'arg', argID))[0].ArgsJSON)).toEqual({
        LinkID: first.LinkID,
      });
    });

    it("shows an argument's links, in order, in its page data (GET /api/arg/get)", async () => {
      const argID = await newArg(author, posID);
      const page = () => request(t.http).get('/api/arg/get').query({ argID });
      expect((await page()).body.Links).toEqual([]);
      const first = await addedLink(argID, { Title: 'First' });
      const second = await addedLink(argID, {
        Title: 'Second',
        Image: 'https://example.org/i.png',
      });
      const { body } = await page();
      expect(body.Links).toEqual(await links(argID));
      expect(body.Links.map((l: LinkBody) => l.LinkID)).toEqual([first.LinkID, second.LinkID]);
      expect(body.Links[1]).toMatchObject({ Title: 'Second', Image: 'https://example.org/i.png' });
    });

    it('keeps the argument`s other actions working beside links', async () => {
      const argID = await newArg(author, posID);
      const link = await addedLink(argID);
      const oldTitle = await getField(author, 'arg', argID, 'Title');
      const res = await editField(author, 'arg', argID, 'Title', oldTitle, 'A new argument title');
      expect(res.status).toBe(200);
      expect((await history(author, 'arg', argID))[0].Diff).toEqual([
        { Field: 'Title', Old: oldTitle, New: 'A new argument title' },
      ]);
      expect((await links(argID)).map((l) => l.LinkID)).toEqual([link.LinkID]);
      const unknown = await edit(author, 'arg', argID, 'ArgFrobnicateLink', {});
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatch(/Unknown action "ArgFrobnicateLink"/);
      // Link actions are the argument's: another kind does not take them.
      const convoID = await newConvo(author);
      const wrong = await edit(author, 'convo', convoID, 'ArgAddExternalLink', {
        Title: 'x',
        URL: 'https://example.org/',
      });
      expect(wrong.status).toBe(400);
    });

    it('serializes concurrent additions: every one is kept, each in its own revision', async () => {
      const argID = await newArg(author, posID);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          add(i % 2 ? author : other, argID, {
            Title: `Link ${i}`,
            URL: `https://example.org/c${i}`,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect((await links(argID)).length).toBe(6);
      expect(await revisionCount(t, argID)).toBe(7);
    });
  });

  describe('history, revert and inbox undo of link edits', () => {
    it('reverts to a revision before a removal and before an addition', async () => {
      const argID = await newArg(author, posID);
      const [created] = await history(author, 'arg', argID);
      const link = await addedLink(argID, { Title: 'Original' });
      const [added] = await history(author, 'arg', argID);
      expect(
        (await edit(author, 'arg', argID, 'ArgEditExternalLink', { ...link, Title: 'Changed' }))
          .status,
      ).toBe(200);
      expect(
        (await edit(mod, 'arg', argID, 'ArgRemoveExternalLink', { LinkID: link.LinkID })).status,
      ).toBe(200);
      expect(await rowCount(argID)).toBe(0);

      const back = await revert(author, 'arg', argID, added.RevID);
      expect(back.status).toBe(200);
      expect((await getLink(argID, link.LinkID)).body).toEqual({ Link: link });
      const [rev] = await history(author, 'arg', argID);
      expect(rev.ActionName).toBe('ArgRevert');
      expect(rev.Diff).toEqual([
        {
          Field: 'Links',
          Old: '[]',
          New: JSON.stringify([link]),
          OldShown: [],
          NewShown: [`Original (${link.URL})`],
        },
      ]);

      // A revert that removes a link is a removal: mods and admins only.
      const byUser = await revert(author, 'arg', argID, created.RevID);
      expect(byUser.status).toBe(403);
      expect(byUser.body).toEqual({ error: 'You need the mod role to delete a link.' });
      expect(await rowCount(argID)).toBe(1);
      expect((await revert(mod, 'arg', argID, created.RevID)).status).toBe(200);
      expect(await rowCount(argID)).toBe(0);
      expect((await history(author, 'arg', argID)).map((r) => r.ActionName)).toEqual([
        'ArgRevert',
        'ArgRevert',
        'ArgRemoveExternalLink',
        'ArgEditExternalLink',
        'ArgAddExternalLink',
        'ArgCreate',
      ]);
    });

    it('puts link edits in the inbox (argAction); undo reverses one, or refuses after later edits', async () => {
      const argID = await newArg(author, posID);
      const link = await addedLink(argID, { Title: 'Before' });
      const [addRev] = await history(author, 'arg', argID);
      expect(
        (await edit(other, 'arg', argID, 'ArgEditExternalLink', { ...link, Title: 'After' }))
          .status,
      ).toBe(200);
      const [editRev] = await history(author, 'arg', argID);

      const entries = await allInboxEntries(editor);
      const addEntry = entries.find((e) => e.Revision.RevID === addRev.RevID)!;
      const editEntry = entries.find((e) => e.Revision.RevID === editRev.RevID)!;
      expect(addEntry).toMatchObject({ Kind: 'argAction', Undone: false });
      expect(editEntry.Revision.ActionName).toBe('ArgEditExternalLink');

      // The addition cannot be undone while a later edit changed the links.
      const refused = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: addEntry.InboxID } });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/Later edits changed Links/);

      const undo = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: editEntry.InboxID } });
      expect(undo.status).toBe(200);
      expect((await getLink(argID, link.LinkID)).body.Link.Title).toBe('Before');
      // Undoing the addition removes the link: an editor may not, a mod may.
      const byEditor = await editor
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: addEntry.InboxID } });
      expect(byEditor.status).toBe(403);
      expect(byEditor.body).toEqual({ error: 'You need the mod role to delete a link.' });
      expect(await rowCount(argID)).toBe(1);
      const undoAdd = await mod
        .post('/api/admin/inbox/undo')
        .send({ body: { inboxID: addEntry.InboxID } });
      expect(undoAdd.status).toBe(200);
      expect(await rowCount(argID)).toBe(0);
    });
  });

  describe('GET /api/arg/getreferences', () => {
    it('returns the Refs of the ReferencesBody, skipping lines that are not references', async () => {
      const argID = await newArg(author, posID);
      const body = [
        'BBC report https://www.bbc.co.uk/news/1',
        '[who-2020]: https://www.who.int/report',
        'just words',
        'script javascript:alert(1)',
        'https://no-name.example.org/',
        `<img src=x onerror=alert(1)> http://example.org/x`,
        'Nature - https://nature.com/a',
      ].join('\n');
      expect((await editField(author, 'arg', argID, 'ReferencesBody', '', body)).status).toBe(200);
      const res = await request(t.http).get('/api/arg/getreferences').query({ argID });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        Refs: [
          { Name: 'BBC report', URL: 'https://www.bbc.co.uk/news/1' },
          { Name: 'who-2020', URL: 'https://www.who.int/report' },
          { Name: '<img src=x onerror=alert(1)>', URL: 'http://example.org/x' },
          { Name: 'Nature', URL: 'https://nature.com/a' },
        ],
      });
    });

    it('answers an empty list for an argument without references', async () => {
      const argID = await newArg(author, posID);
      const res = await request(t.http).get('/api/arg/getreferences').query({ argID });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Refs: [] });
    });
  });
});

describe('the demo content', () => {
  it('has arguments with links and references, written through the write path', async () => {
    const t = await startTestApp();
    try {
      expect(await t.app.get(DemoSeedService).seedIfEmpty()).toBe(true);
      const [arg] = await t.sql<{ id: string }>(
        "SELECT id FROM args WHERE title = 'Car-free centres have cleaner air'",
      );
      const refs = await request(t.http).get('/api/arg/getreferences').query({ argID: arg.id });
      expect(refs.body.Refs).toHaveLength(2);
      const links = await t.sql<{ id: string; title: string }>(
        'SELECT id, title FROM arg_links WHERE arg_id = $1 ORDER BY position',
        [arg.id],
      );
      expect(links.map((l) => l.title)).toEqual([
        'Car-free zone (Wikipedia)',
        'Air pollution (Wikipedia)',
      ]);
      const link = await request(t.http)
        .get('/api/arg/getlink')
        .query({ argID: arg.id, linkID: `${arg.id};${links[0].id}` });
      expect(link.body.Link).toMatchObject({ URL: 'https://en.wikipedia.org/wiki/Car-free_zone' });
      const [rev] = await t.sql<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM revisions WHERE action_name = 'ArgAddExternalLink'",
      );
      expect(rev.n).toBe(3);
    } finally {
      await t.close();
    }
  });
});
