import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectError } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  newConvo,
  newPos,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Profiles: GET/POST /api/user/{get,set}profilefields, GET /api/user/profile, GET /api/user/edits. */
describe('profiles', () => {
  let t: TestApp;
  let editor: Agent;
  let catA: string;
  let catB: string;
  let catGone: string;

  const anon = () => request(t.http);
  const setFields = (agent: Agent | ReturnType<typeof request>, body: unknown) =>
    agent.post('/api/user/setprofilefields').send({ body });
  const setRaw = (agent: Agent, json: string) =>
    agent.post('/api/user/setprofilefields').set('Content-Type', 'application/json').send(json);
  const getOwn = (agent: Agent | ReturnType<typeof request>) =>
    agent.get('/api/user/getprofilefields');
  const getPublic = (username: string) => anon().get('/api/user/profile').query({ username });
  const edits = (
    agent: Agent | ReturnType<typeof request>,
    username: string,
    page: number | string,
  ) => agent.get(`/api/user/edits/${encodeURIComponent(username)}/${page}`);

  async function newCategory(name: string): Promise<string> {
    const res = await editor.post('/api/category/new').send({ body: { title: name } });
    expect(res.status).toBe(201);
    return res.body.CategoryID as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    editor = (await userWithRole(t, 'editor')).agent;
    catA = await newCategory('Zoology and animals');
    catB = await newCategory('Astronomy');
    catGone = await newCategory('Soon deleted');
    const del = await editor.post('/api/category/edit').send({
      body: { categoryID: catGone, action: { ActionName: 'CategoryDelete', ArgsJSON: '{}' } },
    });
    expect(del.status).toBe(200);
  });
  afterAll(() => t?.close());

  describe('unauthorised', () => {
    it('refuses anonymous reads of own fields with 401', async () => {
      expectError(await getOwn(anon()), 401);
    });

    it('refuses anonymous saves with 401 and writes nothing', async () => {
      expectError(await setFields(anon(), { fullName: 'Anonymous' }), 401);
      const [row] = await t.sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM user_profiles');
      expect(row.n).toBe(0);
    });

    it('refuses a save from another site (Origin) with 403', async () => {
      const { agent } = await userWithRole(t);
      const res = await agent
        .post('/api/user/setprofilefields')
        .set('Origin', 'https://evil.example')
        .send({ body: { fullName: 'Forged' } });
      expectError(res, 403);
      expect((await getOwn(agent)).body.FullName).toBe('');
    });
  });

  describe('validation of setprofilefields', () => {
    let agent: Agent;
    beforeAll(async () => {
      agent = (await userWithRole(t)).agent;
    });

    it.each([
      ['NUL in fullName', envelope({ fullName: `Ada${NUL}` })],
      ['NUL in bio', envelope({ bio: `x${NUL}y` })],
      ['an unpaired surrogate in location', envelope({ location: `Paris${LONE_SURROGATE}` })],
      ['an unpaired surrogate in a userCats id', envelope({ userCats: [`a${LONE_SURROGATE}`] })],
      ['NUL in link', envelope({ link: `https://example.org/${NUL}` })],
    ])('refuses %s with 400', async (_name, json) => {
      expectError(await setRaw(agent, json), 400);
    });

    it.each([
      [
        { fullName: 'a'.repeat(201) },
        /^The full name must be at most 200 characters; it has 201\.$/,
      ],
      [{ bio: 'b'.repeat(5001) }, /^The bio must be at most 5000 characters; it has 5001\.$/],
      [{ location: 'l'.repeat(51) }, /^The location must be at most 50 characters; it has 51\.$/],
      [
        { userExpertise: 'e'.repeat(5001) },
        /^The expertise must be at most 5000 characters; it has 5001\.$/,
      ],
      [
        { link: 'https://example.org/' + 'a'.repeat(2100) },
        /^The link must be at most 2048 characters; it has 2120\.$/,
      ],
      [{ fullName: ['Ada'] }, /fullName must be text/],
      [{ bio: 42 }, /bio must be text/],
      [{ location: { city: 'Paris' } }, /location must be text/],
      [{ link: true }, /link must be text/],
      [{ userExpertise: null }, /userExpertise must be text, or left out/],
      [{ userCats: null }, /userCats must be a list of category ids, or left out/],
      [{ userCats: 'abc' }, /userCats must be a list of category ids/],
      [{ userCats: [1, 2] }, /userCats must be a list of category ids/],
      [{ userCats: [['nested']] }, /userCats must be a list of category ids/],
      [{ userCats: ['not an id!'] }, /userCats must be a list of category ids/],
      [{ userCats: { a: 1 } }, /userCats must be a list of category ids/],
      [{ link: 'javascript:alert(1)' }, /link must be a web address starting with http/],
      [{ link: 'JAVASCRIPT:alert(document.cookie)' }, /link must be a web address/],
      [{ link: 'data:text/html,<script>alert(1)</script>' }, /link must be a web address/],
      [{ link: 'ftp://example.org/file' }, /link must be a web address/],
      [{ link: 'example.org' }, /link must be a full web address/],
      [{ link: 'https://exa mple.org' }, /link must not contain spaces/],
      [{ unknownField: 'x' }, /Unknown field "unknownField"/],
      [{ email: 'new@example.org' }, /Unknown field "email"/],
    ])('refuses %j with 400 naming the field', async (body, message) => {
      expectError(await setFields(agent, body), 400, message);
    });

    it('refuses 10,000 userCats', async () => {
      const ids = Array.from({ length: 10_000 }, (_, i) => `c${i}`);
      expectError(await setFields(agent, { userCats: ids }), 400, /at most 100 categories/);
    });

    it('refuses unknown and deleted category ids, naming one', async () => {
      expectError(
        await setFields(agent, { userCats: [catA, 'AAAAAAAAAAAA'] }),
        400,
        /no category with id AAAAAAAAAAAA/,
      );
      expectError(await setFields(agent, { userCats: [catGone] }), 400, new RegExp(catGone));
    });

    it('refuses a body that is too large with 413', async () => {
      const res = await setRaw(agent, envelope({ bio: 'x'.repeat(1_100_000) }));
      expect(res.status).toBe(413);
      expect(typeof res.body.error).toBe('string');
    });

    it('refuses a body that is not wrapped, or is not an object', async () => {
      expect((await setRaw(agent, '{"fullName":"Ada"}')).status).toBe(400);
      expect((await setRaw(agent, '{"body":["fullName"]}')).status).toBe(400);
      expect((await setRaw(agent, '{"body":"Ada"}')).status).toBe(400);
    });

    it('saved nothing after all those refusals', async () => {
      const res = await getOwn(agent);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        FullName: '',
        Bio: '',
        Location: '',
        Link: '',
        UserExpertise: '',
        UserCats: [],
      });
    });
  });

  describe('behaviour', () => {
    it('gives a new user an empty form with every live category, private to them', async () => {
      const { agent } = await userWithRole(t);
      const res = await getOwn(agent);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(res.body).toEqual({
        FullName: '',
        Bio: '',
        Location: '',
        Link: '',
        UserExpertise: '',
        UserCats: [],
        AllCategories: [
          { CategoryID: catB, Title: 'Astronomy' },
          { CategoryID: catA, Title: 'Zoology and animals' },
        ],
      });
    });

    it('saves then reads back the fields (trimmed, newlines only where allowed)', async () => {
      const { agent } = await userWithRole(t);
      const saved = await setFields(agent, {
        fullName: '  Ada\nLovelace ',
        bio: 'First line\r\nSecond line',
        location: ' London ',
        link: ' https://example.org/ada ',
        userExpertise: 'Analytical\nengines',
        userCats: [catA, catB, catA],
      });
      expect(saved.status).toBe(200);
      const expected = {
        FullName: 'Ada Lovelace',
        Bio: 'First line\nSecond line',
        Location: 'London',
        Link: 'https://example.org/ada',
        UserExpertise: 'Analytical\nengines',
        UserCats: [catA, catB],
      };
      expect(saved.body).toMatchObject(expected);
      expect((await getOwn(agent)).body).toMatchObject(expected);
    });

    it('accepts the limits exactly (characters, not UTF-16 units)', async () => {
      const { agent } = await userWithRole(t);
      const res = await setFields(agent, {
        fullName: '名'.repeat(200),
        location: '😀'.repeat(50),
        bio: 'b'.repeat(5000),
        userExpertise: 'e'.repeat(5000),
      });
      expect(res.status).toBe(200);
      expect([...res.body.Location]).toHaveLength(50);
    });

    it('keeps fields left out and clears fields set empty', async () => {
      const { agent } = await userWithRole(t);
      await setFields(agent, { fullName: 'Grace', link: 'http://example.org', userCats: [catB] });
      const res = await setFields(agent, { bio: 'Admiral', link: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        FullName: 'Grace',
        Bio: 'Admiral',
        Link: '',
        UserCats: [catB],
      });
      const cleared = await setFields(agent, { userCats: [] });
      expect(cleared.body.UserCats).toEqual([]);
    });

    it('shows the public profile with only public fields, by any case of the username', async () => {
      const { agent, username } = await userWithRole(t);
      await setFields(agent, {
        fullName: 'Public Person',
        bio: 'About me',
        location: 'Berlin',
        link: 'https://example.org/p',
        userExpertise: 'Maps',
        userCats: [catA, catB],
      });
      const res = await getPublic(username.toUpperCase());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        Profile: {
          Username: username,
          FullName: 'Public Person',
          Bio: 'About me',
          Location: 'Berlin',
          Link: 'https://example.org/p',
          UserExpertise: 'Maps',
          UserCats: [catA, catB],
          Categories: [
            { CategoryID: catB, Title: 'Astronomy' },
            { CategoryID: catA, Title: 'Zoology and animals' },
          ],
          ProfileImage: `/api/user/profileimage/${username.toLowerCase()}`,
        },
      });
      const text = JSON.stringify(res.body);
      const [account] = await t.sql<{ email: string; password_hash: string; id: string }>(
        'SELECT email, password_hash, id FROM users WHERE username = $1',
        [username.toLowerCase()],
      );
      expect(text).not.toContain(account.email);
      expect(text).not.toContain(account.password_hash);
      expect(text).not.toContain(account.id);
      expect(text).not.toMatch(/role|email|password/i);
    });

    it('drops a category from profiles once it is deleted', async () => {
      const { agent, username } = await userWithRole(t);
      const doomed = await newCategory('Doomed category');
      await setFields(agent, { userCats: [doomed, catA] });
      const del = await editor.post('/api/category/edit').send({
        body: { categoryID: doomed, action: { ActionName: 'CategoryDelete', ArgsJSON: '{}' } },
      });
      expect(del.status).toBe(200);
      expect((await getOwn(agent)).body.UserCats).toEqual([catA]);
      expect((await getPublic(username)).body.Profile.UserCats).toEqual([catA]);
    });

    it('shows an empty public profile for a user who never saved one', async () => {
      const { username } = await userWithRole(t);
      const res = await getPublic(username);
      expect(res.status).toBe(200);
      expect(res.body.Profile).toMatchObject({ Username: username, FullName: '', UserCats: [] });
    });

    it('lets two saves of one user at once both succeed, one winning', async () => {
      const { agent } = await userWithRole(t);
      const [a, b] = await Promise.all([
        setFields(agent, { fullName: 'First' }),
        setFields(agent, { fullName: 'Second' }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(['First', 'Second']).toContain((await getOwn(agent)).body.FullName);
      const rows = await t.sql('SELECT 1 FROM user_profiles WHERE full_name IN ($1, $2)', [
        'First',
        'Second',
      ]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('public profile lookup', () => {
    it('answers 404 {"error"} for an unknown username', async () => {
      expectError(await getPublic('nobody_by_this_name'), 404, /no user called/);
    });

    it('refuses a missing, repeated or over-long username with 400', async () => {
      expectError(await anon().get('/api/user/profile'), 400, /username/);
      expectError(await anon().get('/api/user/profile?username=a&username=b'), 400, /username/);
      expectError(await getPublic('x'.repeat(61)), 400, /username/);
    });

    it.each(['a b', ' ', '../admin', "x' OR '1'='1", '😀', '<script>', 'ä'.repeat(31)])(
      'answers 404 for the odd username %j',
      async (name) => {
        expectError(await getPublic(name), 404);
      },
    );
  });

  describe('user edits', () => {
    let author: { agent: Agent; username: string };
    let convoID: string;
    let hiddenConvo: string;

    beforeAll(async () => {
      author = await userWithRole(t);
      // 1 (create) + 22 (title edits) revisions on a live question...
      const first = title('Question');
      convoID = await newConvo(author.agent, { title: first });
      let current = first;
      for (let i = 0; i < 22; i++) {
        const next = `Edited title ${i} of it`;
        const res = await editField(author.agent, 'convo', convoID, 'Title', current, next);
        expect(res.status).toBe(200);
        current = next;
      }
      // ...and 2 on a question that an editor then deletes (its position goes with it).
      hiddenConvo = await newConvo(author.agent);
      await newPos(author.agent, hiddenConvo);
      expect((await deleteArtifact(editor, 'convo', hiddenConvo)).status).toBe(200);
    });

    it('answers 404 {"error"} for an unknown username', async () => {
      expectError(await edits(anon(), 'nobody_by_this_name', 1), 404, /no user called/);
    });

    it('pages a user’s edits newest first, with the total, skipping deleted content', async () => {
      const one = await edits(anon(), author.username, 1);
      expect(one.status).toBe(200);
      expect(one.body.Total).toBe(23);
      expect(one.body.PageSize).toBe(20);
      expect(one.body.Page).toBe(1);
      expect(one.body.Revisions).toHaveLength(20);
      const two = await edits(anon(), author.username, 2);
      expect(two.body.Total).toBe(23);
      expect(two.body.Revisions).toHaveLength(3);
      const three = await edits(anon(), author.username, 3);
      expect(three.body).toMatchObject({ Revisions: [], Total: 23 });
      const all = [...one.body.Revisions, ...two.body.Revisions] as {
        RevID: string;
        Created: string;
        ArtifactID: string;
        ActionName: string;
        UsernameCased: string;
        LikeNum: number;
        LikedByMe: boolean;
      }[];
      expect(new Set(all.map((r) => r.RevID)).size).toBe(23);
      const times = all.map((r) => Date.parse(r.Created));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(all.every((r) => r.ArtifactID === convoID)).toBe(true);
      expect(all.at(-1)!.ActionName).toBe('ConvoCreate');
      expect(all[0].ActionName).toBe('ConvoEditTextField');
      expect(all.every((r) => r.UsernameCased === author.username)).toBe(true);
    });

    it('hides deleted content from users and editors, and shows it to mods', async () => {
      const user = (await userWithRole(t)).agent;
      const ed = editor;
      const mod = (await userWithRole(t, 'mod')).agent;
      expect((await edits(user, author.username, 1)).body.Total).toBe(23);
      expect((await edits(ed, author.username, 1)).body.Total).toBe(23);
      const seen = await edits(mod, author.username, 1);
      expect(seen.body.Total).toBe(25);
      const ids = (seen.body.Revisions as { ArtifactID: string }[]).map((r) => r.ArtifactID);
      expect(ids.slice(0, 2)).toContain(hiddenConvo);
    });

    it('leaves out revisions of content that no longer exists, however many (70,000)', async () => {
      const prolific = await userWithRole(t);
      await newConvo(prolific.agent);
      const [{ id: uid }] = await t.sql<{ id: string }>(
        'SELECT id FROM users WHERE username = $1',
        [prolific.username.toLowerCase()],
      );
      await t.sql(
        `INSERT INTO revisions (id, artifact_type, artifact_id, artifact_name, artifact_link, user_id,
           username_cased, action_name, args_json, user_description, diff, snapshot, created_at)
         SELECT 'gone' || n, 'convo', 'gone' || n, 'Gone', '/c/gone', $1, $2, 'ConvoEditTextField',
           '{}', 'Added content', '[]', '{}', now() - interval '1 day'
         FROM generate_series(1, 70000) AS n`,
        [uid, prolific.username],
      );
      const mod = (await userWithRole(t, 'mod')).agent;
      expect((await edits(anon(), prolific.username, 1)).body.Total).toBe(1);
      expect((await edits(mod, prolific.username, 1)).body.Total).toBe(70001);
      expect((await edits(mod, prolific.username, 3500)).body.Revisions).toHaveLength(20);
    });

    it('shows thanks with LikedByMe for the viewer', async () => {
      const { agent } = await userWithRole(t);
      const newest = (await edits(anon(), author.username, 1)).body.Revisions[0];
      const like = await agent
        .post('/api/likerev')
        .send({ body: { objectID: newest.RevID, liked: true } });
      expect(like.status).toBe(200);
      const mine = (await edits(agent, author.username, 1)).body.Revisions[0];
      expect(mine).toMatchObject({ RevID: newest.RevID, LikeNum: 1, LikedByMe: true });
      const theirs = (await edits(anon(), author.username, 1)).body.Revisions[0];
      expect(theirs).toMatchObject({ LikeNum: 1, LikedByMe: false });
    });

    it('gives an empty list for a user with no edits', async () => {
      const { username } = await userWithRole(t);
      expect((await edits(anon(), username, 1)).body).toEqual({
        Revisions: [],
        Total: 0,
        Page: 1,
        PageSize: 20,
      });
    });

    it.each(['0', '-1', 'x', '1.5', '10001', '99999999999', '1e3'])(
      'refuses the page %j with 400',
      async (page) => {
        expectError(await edits(anon(), author.username, page), 400, /page/);
      },
    );

    it.each([
      ['a space', '/api/user/edits/a%20b/1', 404],
      ['an encoded slash', '/api/user/edits/a%2Fb/1', 404],
      ['dots', '/api/user/edits/..%2F..%2Fadmin/1', 404],
      ['an emoji', '/api/user/edits/%F0%9F%98%80/1', 404],
      ['quotes', "/api/user/edits/x'%22%3B--/1", 404],
      ['a long name', `/api/user/edits/${'a'.repeat(5000)}/1`, 404],
      ['NUL', '/api/user/edits/a%00b/1', 400],
      ['bad percent-encoding', '/api/user/edits/%E2%82/1', 400],
      ['an encoded lone surrogate', '/api/user/edits/%ED%A0%80/1', 400],
    ])('answers a username with %s with a 4xx {"error"}', async (_name, path, status) => {
      expectError(await anon().get(path), status);
    });
  });
});
