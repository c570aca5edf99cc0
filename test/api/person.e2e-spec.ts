import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { rawPost, rowCount, uniqueLabel } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import {
  type Agent,
  allInboxEntries,
  deleteArtifact,
  edit,
  editField,
  history,
  newArg,
  newConvo,
  newPos,
  revert,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface PersonBody {
  PersonID: string;
  Name: string;
  ImageURL: string;
  PathAlias: string;
  Link: string;
}

describe('people: /api/person', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
  });
  afterAll(() => t?.close());

  async function newPerson(agent: Agent, name = uniqueLabel('Person')): Promise<PersonBody> {
    const res = await agent.post('/api/person/new').send({ body: { name } });
    expect(res.status).toBe(201);
    return res.body.Person as PersonBody;
  }

  describe('refusals', () => {
    it('refuses anonymous creation and edits with 401 and writes nothing', async () => {
      const before = await rowCount(t, 'persons');
      const created = await request(t.http)
        .post('/api/person/new')
        .send({ body: { name: uniqueLabel('Person') } });
      expect(created.status).toBe(401);
      expect(created.body.error).toEqual(expect.any(String));
      const person = await newPerson(user);
      for (const [action, args] of [
        ['PersonEditTextField', { FieldName: 'Name', OldValue: person.Name, NewValue: 'Other' }],
        ['PersonDelete', {}],
        ['PersonRevert', { RevID: 'AAAAAAAAAAAA' }],
      ] as const) {
        const res = await edit(request.agent(t.http), 'person', person.PersonID, action, args);
        expect(res.status).toBe(401);
      }
      expect(await rowCount(t, 'persons')).toBe(before + 1);
    });

    it('lets only editors and above delete a person (403 naming the role)', async () => {
      const person = await newPerson(user);
      const res = await deleteArtifact(user, 'person', person.PersonID);
      expect(res.status).toBe(403);
      expect(res.body.error).toContain('editor');
      const got = await request(t.http).get('/api/person/get').query({ personID: person.PersonID });
      expect(got.status).toBe(200);
    });

    it('answers 404 to edits of an unknown person', async () => {
      const res = await editField(user, 'person', 'AAAAAAAAAAAA', 'Name', 'x', 'Some Name');
      expect(res.status).toBe(404);
    });
  });

  describe('validation', () => {
    it('refuses hostile and invalid names with 400 and writes nothing', async () => {
      const before = await rowCount(t, 'persons');
      const bodies = [
        envelope({ name: `Jane${NUL}Doe` }),
        envelope({ name: `Jane${LONE_SURROGATE}Doe` }),
        envelope({ name: 'x'.repeat(201) }),
        envelope({ name: 'x'.repeat(1_000_000) }),
        envelope({ name: ['Jane Doe'] }),
        envelope({ name: { first: 'Jane' } }),
        envelope({ name: 42 }),
        envelope({ name: null }),
        envelope({}),
        envelope({ name: '   ' }),
        envelope({ name: 'J' }),
        envelope({ name: '-- ..' }),
        envelope({ name: 'Jane Doe', extra: 1 }),
        envelope(['Jane Doe']),
        JSON.stringify({ name: 'Jane Doe' }),
      ];
      for (const body of bodies) {
        const res = await rawPost(user, '/api/person/new', body);
        expect([400, 413]).toContain(res.status);
        expect(res.body.error).toEqual(expect.any(String));
      }
      expect(await rowCount(t, 'persons')).toBe(before);
    });

    it('validates find, list and get parameters', async () => {
      const bad = [
        ['/api/person/find', {}],
        ['/api/person/find', { q: '   ' }],
        ['/api/person/find', { q: 'x'.repeat(101) }],
        ['/api/person/find', { q: ['a', 'b'] }],
        ['/api/person/find', { q: 'a\u0000b' }],
        ['/api/person/list', { limit: 0 }],
        ['/api/person/list', { limit: 1001 }],
        ['/api/person/list', { limit: 'many' }],
        ['/api/person/list', { cursor: '../x' }],
        ['/api/person/list', { cursor: 'AAAAAAAAAAAA' }],
        ['/api/person/get', {}],
        ['/api/person/get', { personID: 'AAAAAAAAAAAA', pathAlias: 'jane' }],
        ['/api/person/get', { pathAlias: 'Jane Doe' }],
        ['/api/person/get', { pathAlias: '-jane' }],
        ['/api/person/get', { personID: '../../etc' }],
        ['/api/person/history', { personID: '<script>' }],
      ] as const;
      for (const [path, query] of bad) {
        const res = await request(t.http).get(path).query(query);
        expect({ path, query, status: res.status }).toEqual({ path, query, status: 400 });
        expect(res.body.error).toEqual(expect.any(String));
      }
    });

    it('refuses hostile edit values', async () => {
      const person = await newPerson(user);
      const cases = [
        { FieldName: 'Name', OldValue: person.Name, NewValue: '' },
        { FieldName: 'Name', OldValue: person.Name, NewValue: 'y'.repeat(201) },
        { FieldName: 'Name', OldValue: person.Name, NewValue: ['a'] },
        { FieldName: 'PathAlias', OldValue: person.PathAlias, NewValue: 'admin' },
        { FieldName: 'ImageURL', OldValue: '', NewValue: 'javascript:alert(1)' },
      ];
      for (const args of cases) {
        const res = await edit(user, 'person', person.PersonID, 'PersonEditTextField', args);
        expect(res.status).toBe(400);
      }
      const nul = await rawPost(
        user,
        '/api/person/edit',
        envelope({
          personID: person.PersonID,
          action: {
            ActionName: 'PersonEditTextField',
            ArgsJSON: JSON.stringify({ FieldName: 'Name', OldValue: person.Name, NewValue: 'A' }),
          },
          revDesc: `x${NUL}`,
        }),
      );
      expect(nul.status).toBe(400);
      const unknown = await edit(user, 'person', person.PersonID, 'PersonFly', {});
      expect(unknown.status).toBe(400);
      const quoteAction = await edit(user, 'person', person.PersonID, 'QuoteDelete', {});
      expect(quoteAction.status).toBe(400);
    });
  });

  describe('behaviour', () => {
    it('creates a person with an alias made from the name, and serves their page by alias or id', async () => {
      const person = await newPerson(user, '  Émile   Zola, Jr.  ');
      expect(person).toEqual({
        PersonID: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
        Name: 'Émile Zola, Jr.',
        ImageURL: '',
        PathAlias: expect.stringMatching(/^emile-zola-jr(-\d+)?$/),
        Link: `/person/${person.PathAlias}`,
      });
      const byAlias = await request(t.http)
        .get('/api/person/get')
        .query({ pathAlias: person.PathAlias });
      expect(byAlias.status).toBe(200);
      expect(byAlias.body).toEqual({ Person: person, Quotes: [], HasMore: false });
      const byId = await request(t.http)
        .get('/api/person/get')
        .query({ personID: person.PersonID });
      expect(byId.body.Person).toEqual(person);
      const missing = await request(t.http)
        .get('/api/person/get')
        .query({ pathAlias: 'no-one-zz' });
      expect(missing.status).toBe(404);
    });

    it('gives a name with no Latin letters an alias still', async () => {
      const person = await newPerson(user, `老子 ${uniqueLabel('')}`);
      expect(person.PathAlias).toMatch(/^[a-z0-9-]+$/);
      const han = await newPerson(user, '孔子');
      expect(han.PathAlias).toMatch(/^person(-\d+)?$/);
    });

    it('records creation as a revision with an inbox entry, and indexes the name for search', async () => {
      const name = uniqueLabel('Searchable Proponent');
      const person = await newPerson(user, name);
      const revisions = await history(user, 'person', person.PersonID);
      expect(revisions.map((r) => r.ActionName)).toEqual(['PersonCreate']);
      const entries = await allInboxEntries(editor);
      const entry = entries.find((e) => e.Revision.RevID === revisions[0].RevID);
      expect(entry?.Kind).toBe('personAction');
      const found = await request(t.http).get('/api/search').query({ q: name });
      expect(found.status).toBe(200);
      expect(found.body.Results).toContainEqual({
        ArtifactType: 'person',
        ArtifactID: person.PersonID,
        Title: name,
        Link: person.Link,
        // A person's index row has no text of its own, and no question.
        Snippet: [],
        Question: null,
      });
    });

    it('finds at most 7 people, case-insensitive, names starting with the text first', async () => {
      const tag = `Qx${Date.now().toString(36)}`;
      const made: PersonBody[] = [];
      for (let i = 0; i < 9; i += 1) made.push(await newPerson(user, `Someone ${tag} ${i}`));
      const first = await newPerson(user, `${tag.toLowerCase()} Leading`);
      const res = await request(t.http).get('/api/person/find').query({ q: tag.toUpperCase() });
      expect(res.status).toBe(200);
      const results = res.body.Results as PersonBody[];
      expect(results).toHaveLength(7);
      expect(results[0]).toEqual(first);
      for (const p of results) expect(p.Name.toLowerCase()).toContain(tag.toLowerCase());
      // LIKE's wildcards are plain characters.
      const wild = await request(t.http).get('/api/person/find').query({ q: '%' });
      expect(wild.status).toBe(200);
      expect(wild.body.Results).toEqual([]);
      const short = await request(t.http)
        .get('/api/person/find')
        .query({ q: tag.slice(0, 2) });
      expect(short.status).toBe(200);
      expect((short.body.Results as unknown[]).length).toBeLessThanOrEqual(7);
    });

    it('lists live people by name, a page at a time', async () => {
      const a = await newPerson(user, `Aaa ${uniqueLabel('Person')}`);
      const gone = await newPerson(user, `Aab ${uniqueLabel('Person')}`);
      expect((await deleteArtifact(editor, 'person', gone.PersonID)).status).toBe(200);
      const seen: { PersonID: string; Name: string; Link: string }[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const res = await request(t.http)
          .get('/api/person/list')
          .query(cursor ? { limit: 5, cursor } : { limit: 5 });
        expect(res.status).toBe(200);
        expect(res.body.PersonList.length).toBeLessThanOrEqual(5);
        seen.push(...res.body.PersonList);
        if (!res.body.HasMore) {
          expect(res.body.NextCursor).toBeNull();
          break;
        }
        cursor = res.body.NextCursor;
      }
      expect(seen).toContainEqual({ PersonID: a.PersonID, Name: a.Name, Link: a.Link });
      expect(seen.map((p) => p.PersonID)).not.toContain(gone.PersonID);
      expect(new Set(seen.map((p) => p.PersonID)).size).toBe(seen.length);
      const names = seen.map((p) => p.Name.toLowerCase());
      expect(names).toEqual([...names].sort((x, y) => (Buffer.from(x) < Buffer.from(y) ? -1 : 1)));
      const all = await request(t.http).get('/api/person/list');
      expect(all.body.PersonList).toHaveLength(seen.length);
    });

    it('renames (keeping the alias), refuses a stale OldValue with 409, deletes and reverts', async () => {
      const person = await newPerson(user);
      const renamed = await editField(
        user,
        'person',
        person.PersonID,
        'Name',
        person.Name,
        'Renamed Person',
      );
      expect(renamed.status).toBe(200);
      const value = await request(t.http)
        .get('/api/getfield')
        .query({ artifactType: 'person', artifactID: person.PersonID, fieldName: 'Name' });
      expect(value.body).toEqual({ Value: 'Renamed Person' });
      const stale = await editField(
        user,
        'person',
        person.PersonID,
        'Name',
        person.Name,
        'Another Name',
      );
      expect(stale.status).toBe(409);
      const page = await request(t.http)
        .get('/api/person/get')
        .query({ pathAlias: person.PathAlias });
      expect(page.body.Person).toEqual({ ...person, Name: 'Renamed Person' });
      const found = await request(t.http).get('/api/search').query({ q: 'Renamed Person' });
      expect(found.body.Results.map((r: { ArtifactID: string }) => r.ArtifactID)).toContain(
        person.PersonID,
      );

      const deleted = await deleteArtifact(editor, 'person', person.PersonID);
      expect(deleted.status).toBe(200);
      expect(deleted.body.Location).toBe('/proponents');
      const hidden = await request(t.http)
        .get('/api/person/get')
        .query({ personID: person.PersonID });
      expect(hidden.status).toBe(404);
      const notFound = await request(t.http).get('/api/person/find').query({ q: 'Renamed Person' });
      expect(notFound.body.Results.map((p: PersonBody) => p.PersonID)).not.toContain(
        person.PersonID,
      );
      const searchGone = await request(t.http).get('/api/search').query({ q: 'Renamed Person' });
      expect(
        searchGone.body.Results.map((r: { ArtifactID: string }) => r.ArtifactID),
      ).not.toContain(person.PersonID);
      const editDeleted = await editField(
        user,
        'person',
        person.PersonID,
        'Name',
        'Renamed Person',
        'Third Name',
      );
      expect(editDeleted.status).toBe(409);

      // History: anonymous readers no longer see a deleted person's; mods do.
      expect(
        (await request(t.http).get('/api/person/history').query({ personID: person.PersonID }))
          .status,
      ).toBe(404);
      const revisions = await history(mod, 'person', person.PersonID);
      expect(revisions.map((r) => r.ActionName)).toEqual([
        'PersonDelete',
        'PersonEditTextField',
        'PersonCreate',
      ]);
      const createRev = revisions[2].RevID;
      // Reverting across the deletion needs the delete right.
      expect((await revert(user, 'person', person.PersonID, createRev)).status).toBe(403);
      const reverted = await revert(editor, 'person', person.PersonID, createRev);
      expect(reverted.status).toBe(200);
      const back = await request(t.http)
        .get('/api/person/get')
        .query({ personID: person.PersonID });
      expect(back.status).toBe(200);
      expect(back.body.Person).toEqual(person);
      const unknownRev = await revert(user, 'person', person.PersonID, 'AAAAAAAAAAAA');
      expect(unknownRev.status).toBe(404);
    });

    it("lists a person's quotes with the arguments they back, hiding those under deleted arguments", async () => {
      const person = await newPerson(user);
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const kept = await newArg(user, posID);
      const dropped = await newArg(user, posID);
      for (const argID of [kept, dropped]) {
        const res = await user.post('/api/quote/new').send({
          body: { argID, personID: person.PersonID, quote: `Said on ${argID}`, sourceURL: '' },
        });
        expect(res.status).toBe(201);
      }
      let page = await request(t.http).get('/api/person/get').query({ personID: person.PersonID });
      expect(page.body.Quotes.map((q: { Arg: { ArgID: string } }) => q.Arg.ArgID).sort()).toEqual(
        [kept, dropped].sort(),
      );
      expect(page.body.Quotes[0]).toMatchObject({
        PersonID: person.PersonID,
        Name: person.Name,
        PathAlias: person.PathAlias,
        Arg: { Title: expect.any(String), Link: expect.stringMatching(/^\/a\//) },
        // The argument's question, for the person page's "on <question>".
        Convo: { ConvoID: convoID, Title: expect.any(String), Link: `/c/${convoID}` },
      });
      const del = await editor.post('/api/arg/edit').send({
        body: { argID: dropped, action: { ActionName: 'ArgDelete', ArgsJSON: '{}' }, revDesc: '' },
      });
      expect(del.status).toBe(200);
      page = await request(t.http).get('/api/person/get').query({ personID: person.PersonID });
      expect(page.body.Quotes.map((q: { Arg: { ArgID: string } }) => q.Arg.ArgID)).toEqual([kept]);
      // A deleted question hides the quotes under its arguments too.
      expect((await deleteArtifact(editor, 'convo', convoID)).status).toBe(200);
      page = await request(t.http).get('/api/person/get').query({ personID: person.PersonID });
      expect(page.body.Quotes).toEqual([]);
    });
  });

  describe('concurrency', () => {
    it('creates people with the same name at once as distinct people with distinct aliases', async () => {
      const name = uniqueLabel('Same Name');
      const agents = [user, editor, mod, (await userWithRole(t)).agent];
      const results = await Promise.all(
        agents.flatMap((agent) =>
          [0, 1].map(() => agent.post('/api/person/new').send({ body: { name } })),
        ),
      );
      for (const res of results) expect(res.status).toBe(201);
      const people = results.map((r) => r.body.Person as PersonBody);
      expect(new Set(people.map((p) => p.PersonID)).size).toBe(people.length);
      expect(new Set(people.map((p) => p.PathAlias)).size).toBe(people.length);
      const base = people.map((p) => p.PathAlias).sort()[0];
      for (const p of people) expect(p.PathAlias.startsWith(base)).toBe(true);
      for (const p of people) {
        const got = await request(t.http).get('/api/person/get').query({ pathAlias: p.PathAlias });
        expect(got.body.Person.PersonID).toBe(p.PersonID);
      }
    });
  });
});
