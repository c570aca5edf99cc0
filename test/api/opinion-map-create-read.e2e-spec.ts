import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  type Agent,
  childIds,
  deleteArtifact,
  description,
  editField,
  newArg,
  newConvo,
  newPos,
  text,
  title,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const UNKNOWN_ID = 'AAAAAAAAAAAA';

describe('opinion map: creating and reading', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
  });
  afterAll(() => t.close());

  describe('refusals', () => {
    it('answers 401 to anonymous writers and writes nothing', async () => {
      const convoID = await newConvo(user);
      const posID = await newPos(user, convoID);
      const before = await t.sql('SELECT id FROM convos');
      const anonymous = [
        request(t.http)
          .post('/api/convo/new')
          .send({ body: { title: title(), description: description() } }),
        request(t.http)
          .post('/api/pos/new')
          .send({ body: { convoID, title: title() } }),
        request(t.http)
          .post('/api/arg/new')
          .send({ body: { posID, title: title(), description: description() } }),
        request(t.http)
          .post('/api/category/new')
          .send({ body: { title: 'Science' } }),
      ];
      for (const res of await Promise.all(anonymous)) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'You need to log in to do that.' });
      }
      expect(await t.sql('SELECT id FROM convos')).toHaveLength(before.length);
      const [{ n }] = await t.sql<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM args WHERE pos_id = $1',
        [posID],
      );
      expect(n).toBe(0);
    });

    it('answers 403 to a user creating a category (editor+) and 201 to an editor', async () => {
      const res = await user.post('/api/category/new').send({ body: { title: 'Science' } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You need the editor role to create a category.' });
      const ok = await editor.post('/api/category/new').send({ body: { title: 'Science' } });
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({
        CategoryID: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
        Location: `/edit/categories/${ok.body.CategoryID}`,
      });
    });
  });

  describe('POST /api/convo/new', () => {
    it('creates a question with an opaque id and goes to its edit page', async () => {
      const res = await user
        .post('/api/convo/new')
        .send({ body: { title: 'Should cities ban cars?', description: description() } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        ConvoID: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
        Location: `/edit/c/${res.body.ConvoID}`,
      });
    });

    it.each([
      ['title', 9, 'The title must be 10 to 75 characters; it has 9.'],
      ['title', 76, 'The title must be 10 to 75 characters; it has 76.'],
      ['description', 159, 'The description must be 160 to 300 characters; it has 159.'],
      ['description', 301, 'The description must be 160 to 300 characters; it has 301.'],
    ])('refuses a %s of %i characters, naming the field', async (field, length, message) => {
      const body = { title: title(), description: description(), [field]: text(length) };
      const res = await user.post('/api/convo/new').send({ body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });

    it('accepts the exact limits', async () => {
      for (const [titleLength, descLength] of [
        [10, 160],
        [75, 300],
      ]) {
        const res = await user
          .post('/api/convo/new')
          .send({ body: { title: text(titleLength), description: text(descLength) } });
        expect(res.status).toBe(201);
      }
    });

    it('counts after trimming', async () => {
      const padded = `   ${text(9)}   `;
      const res = await user
        .post('/api/convo/new')
        .send({ body: { title: padded, description: description() } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('The title must be 10 to 75 characters; it has 9.');
      const desc = `\n ${text(160)} \n`;
      const ok = await user
        .post('/api/convo/new')
        .send({ body: { title: `  ${text(10)}  `, description: desc } });
      expect(ok.status).toBe(201);
      const page = await request(t.http).get('/api/convo/get').query({ convoID: ok.body.ConvoID });
      expect(page.body.Convo.Title).toHaveLength(10);
      expect(page.body.Convo.Description).toBe(desc.trim());
    });

    it('strips newlines from the title and description', async () => {
      const desc = `${text(100, 'first line')}\n\n${text(100, 'second line')}\r\nthird`;
      const res = await user
        .post('/api/convo/new')
        .send({ body: { title: 'Is this\nquestion\r\nfine?', description: desc } });
      expect(res.status).toBe(201);
      const page = await request(t.http).get('/api/convo/get').query({ convoID: res.body.ConvoID });
      expect(page.body.Convo.Title).toBe('Is this question fine?');
      expect(page.body.Convo.Description).not.toMatch(/[\r\n]/);
      expect(page.body.Convo.Description).toContain('second line');
    });

    it('counts an emoji as one character', async () => {
      const emojiTitle = '😀'.repeat(75); // 150 UTF-16 units, 75 characters
      const ok = await user
        .post('/api/convo/new')
        .send({ body: { title: emojiTitle, description: '🌍'.repeat(160) } });
      expect(ok.status).toBe(201);
      const page = await request(t.http).get('/api/convo/get').query({ convoID: ok.body.ConvoID });
      expect(page.body.Convo.Title).toBe(emojiTitle);
      const tooLong = await user
        .post('/api/convo/new')
        .send({ body: { title: '😀'.repeat(76), description: description() } });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error).toBe('The title must be 10 to 75 characters; it has 76.');
      const tooShort = await user
        .post('/api/convo/new')
        .send({ body: { title: '😀'.repeat(9), description: description() } });
      expect(tooShort.status).toBe(400);
    });

    it.each([
      [{ description: description() }, 'title is required.'],
      [{ title: title() }, 'description is required.'],
      [{ title: 42, description: description() }, 'title must be text.'],
      [{ title: title(), description: description(), extra: 1 }, 'Unknown field "extra".'],
    ])('refuses the malformed body %j', async (body, message) => {
      const res = await user.post('/api/convo/new').send({ body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });

    it('refuses NUL (hostile-input.e2e-spec.ts has the rest), drops other invisible control characters', async () => {
      const nul = await user.post('/api/convo/new').send({
        body: { title: 'Null\u0000byte title here', description: description() },
      });
      expect(nul.status).toBe(400);
      expect(nul.body).toEqual({ error: 'title must not contain NUL characters.' });
      const res = await user.post('/api/convo/new').send({
        body: { title: 'Bell\u0007 title\u2028here', description: description() },
      });
      expect(res.status).toBe(201);
      const page = await request(t.http).get('/api/convo/get').query({ convoID: res.body.ConvoID });
      expect(page.body.Convo.Title).toBe('Bell title here');
    });
  });

  describe('POST /api/pos/new and /api/arg/new', () => {
    let convoID: string;
    beforeAll(async () => {
      convoID = await newConvo(user);
    });

    it('creates a position (description optional, 0-300)', async () => {
      const res = await user
        .post('/api/pos/new')
        .send({ body: { convoID, title: 'Yes, ban them' } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        PosID: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
        Location: `/edit/p/${res.body.PosID}`,
      });
      const long = await user
        .post('/api/pos/new')
        .send({ body: { convoID, title: 'No, keep them', description: text(301) } });
      expect(long.status).toBe(400);
      expect(long.body.error).toBe('The description must be at most 300 characters; it has 301.');
      const short = await user.post('/api/pos/new').send({ body: { convoID, title: 'Too short' } });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('The title must be 10 to 75 characters; it has 9.');
    });

    it('creates an argument with the same limits as a question', async () => {
      const posID = await newPos(user, convoID);
      const res = await user
        .post('/api/arg/new')
        .send({ body: { posID, title: 'Cars pollute cities', description: description() } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        ArgID: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
        Location: `/edit/a/${res.body.ArgID}`,
      });
      const short = await user
        .post('/api/arg/new')
        .send({ body: { posID, title: 'Cars pollute cities', description: text(159) } });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('The description must be 160 to 300 characters; it has 159.');
      const newline = await user
        .post('/api/arg/new')
        .send({ body: { posID, title: 'Cars\npollute', description: description() } });
      expect(newline.status).toBe(201);
      const arg = await request(t.http).get('/api/arg/get').query({ argID: newline.body.ArgID });
      expect(arg.body.Arg.Title).toBe('Cars pollute');
    });

    it('answers 404 for an unknown or deleted parent and 400 for a malformed id', async () => {
      const pos = await user
        .post('/api/pos/new')
        .send({ body: { convoID: UNKNOWN_ID, title: title() } });
      expect(pos.status).toBe(404);
      expect(pos.body.error).toBe(`There is no question with id ${UNKNOWN_ID}.`);
      const arg = await user
        .post('/api/arg/new')
        .send({ body: { posID: UNKNOWN_ID, title: title(), description: description() } });
      expect(arg.status).toBe(404);
      const bad = await user
        .post('/api/pos/new')
        .send({ body: { convoID: 'not an id!', title: title() } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('convoID must be an id.');

      const doomed = await newConvo(user);
      const doomedPos = await newPos(user, doomed);
      const gonePos = await newPos(user, doomed);
      expect((await deleteArtifact(editor, 'pos', gonePos)).status).toBe(200);
      const intoDeletedPos = await user
        .post('/api/arg/new')
        .send({ body: { posID: gonePos, title: title(), description: description() } });
      expect(intoDeletedPos.status).toBe(404);
      expect((await deleteArtifact(editor, 'convo', doomed)).status).toBe(200);
      const intoDeleted = await user
        .post('/api/pos/new')
        .send({ body: { convoID: doomed, title: title() } });
      expect(intoDeleted.status).toBe(404);
      const underDeletedConvo = await user
        .post('/api/arg/new')
        .send({ body: { posID: doomedPos, title: title(), description: description() } });
      expect(underDeletedConvo.status).toBe(404);
    });

    it('allows at most 8 positions per question (409), counting live ones only', async () => {
      const full = await newConvo(user);
      const ids: string[] = [];
      for (let i = 0; i < 8; i += 1) ids.push(await newPos(user, full));
      const ninth = await user
        .post('/api/pos/new')
        .send({ body: { convoID: full, title: title() } });
      expect(ninth.status).toBe(409);
      expect(ninth.body).toEqual({
        error: 'A question has at most 8 positions; this one is full.',
      });
      const [{ n }] = await t.sql<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM positions WHERE convo_id = $1',
        [full],
      );
      expect(n).toBe(8);
      expect((await deleteArtifact(editor, 'pos', ids[0])).status).toBe(200);
      await newPos(user, full);
      expect((await childIds(user, 'convo', full)).ids).toHaveLength(8);
    });
  });

  describe('reading', () => {
    let convoID: string;
    let p1: string;
    let p2: string;
    let p3: string;
    let a11: string;
    let a12: string;
    let a21: string;
    let a31: string;

    beforeAll(async () => {
      convoID = await newConvo(user, {
        title: 'Is nuclear power green?',
        description: description('Nuclear'),
      });
      p1 = await newPos(user, convoID, { title: 'Yes, it is green', description: 'Low carbon.' });
      p2 = await newPos(user, convoID, { title: 'No, it is not green' });
      p3 = await newPos(user, convoID, { title: 'It depends on the plant' });
      a11 = await newArg(user, p1, { title: 'Low emissions per kWh' });
      a12 = await newArg(user, p1, { title: 'Small land footprint' });
      a21 = await newArg(user, p2, { title: 'Waste lasts millennia' });
      a31 = await newArg(user, p3, { title: 'Old plants are risky' });
    });

    it('GET /api/convo/get returns the question, its ordered positions and arguments', async () => {
      const res = await request(t.http).get('/api/convo/get').query({ convoID });
      expect(res.status).toBe(200);
      expect(res.body.Convo).toEqual({
        ConvoID: convoID,
        Title: 'Is nuclear power green?',
        Description: expect.stringMatching(/^Nuclear /),
        ImageURL: null,
        Tags: [],
        Categories: [],
        Link: `/c/${convoID}`,
        Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        Modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        Offensive: false,
      });
      expect(res.body.Positions.map((p: { PosID: string }) => p.PosID)).toEqual([p1, p2, p3]);
      expect(res.body.Positions[0]).toEqual({
        PosID: p1,
        Title: 'Yes, it is green',
        Description: 'Low carbon.',
        Link: `/p/${p1}`,
        Arguments: [
          {
            ArgID: a11,
            Title: 'Low emissions per kWh',
            Description: expect.any(String),
            Link: `/a/${a11}`,
          },
          {
            ArgID: a12,
            Title: 'Small land footprint',
            Description: expect.any(String),
            Link: `/a/${a12}`,
          },
        ],
      });
      expect(res.body.Positions[1].Arguments.map((a: { ArgID: string }) => a.ArgID)).toEqual([a21]);
    });

    it('GET /api/pos/get returns the position, its question, arguments and next/prev', async () => {
      const first = await request(t.http).get('/api/pos/get').query({ posID: p1 });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        Pos: {
          PosID: p1,
          ConvoID: convoID,
          Title: 'Yes, it is green',
          Description: 'Low carbon.',
          Link: `/p/${p1}`,
        },
        Convo: {
          ConvoID: convoID,
          Title: 'Is nuclear power green?',
          Link: `/c/${convoID}`,
          Offensive: false,
        },
        Arguments: [
          expect.objectContaining({ ArgID: a11 }),
          expect.objectContaining({ ArgID: a12 }),
        ],
        NextPos: { ID: p2, Title: 'No, it is not green', Link: `/p/${p2}` },
        PrevPos: null,
      });
      const middle = await request(t.http).get('/api/pos/get').query({ posID: p2 });
      expect(middle.body.PrevPos).toEqual({ ID: p1, Title: 'Yes, it is green', Link: `/p/${p1}` });
      expect(middle.body.NextPos.ID).toBe(p3);
      const last = await request(t.http).get('/api/pos/get').query({ posID: p3 });
      expect(last.body.NextPos).toBeNull();
      expect(last.body.PrevPos.ID).toBe(p2);
    });

    it('GET /api/arg/get returns every field and walks next/prev across positions', async () => {
      const res = await request(t.http).get('/api/arg/get').query({ argID: a12 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        Arg: {
          ArgID: a12,
          PosID: p1,
          Title: 'Small land footprint',
          Version: expect.any(String),
          Description: expect.stringMatching(/^Argument description /),
          Argument: '',
          Context: '',
          CounterArguments: '',
          Framing: '',
          FurtherReading: '',
          Premises: '',
          ReferencesBody: '',
          RejectingPremises: '',
          Tags: '',
          TagRefs: [],
          Link: `/a/${a12}`,
          Offensive: false,
        },
        Pos: { PosID: p1, Title: 'Yes, it is green', Link: `/p/${p1}` },
        Convo: {
          ConvoID: convoID,
          Title: 'Is nuclear power green?',
          Link: `/c/${convoID}`,
          Offensive: false,
        },
        NextArg: { ID: a21, Title: 'Waste lasts millennia', Link: `/a/${a21}` },
        PrevArg: { ID: a11, Title: 'Low emissions per kWh', Link: `/a/${a11}` },
        Links: [],
      });
      const first = await request(t.http).get('/api/arg/get').query({ argID: a11 });
      expect(first.body.PrevArg).toBeNull();
      const third = await request(t.http).get('/api/arg/get').query({ argID: a21 });
      expect(third.body.PrevArg.ID).toBe(a12);
      expect(third.body.NextArg.ID).toBe(a31);
      const last = await request(t.http).get('/api/arg/get').query({ argID: a31 });
      expect(last.body.NextArg).toBeNull();
    });

    it('GET /api/convo/children and /api/pos/children list the children and their order', async () => {
      const convo = await request(t.http).get('/api/convo/children').query({ convoID });
      expect(convo.status).toBe(200);
      expect(convo.body).toEqual({
        Children: [
          { ID: p1, Title: 'Yes, it is green' },
          { ID: p2, Title: 'No, it is not green' },
          { ID: p3, Title: 'It depends on the plant' },
        ],
        OrderJSON: JSON.stringify([p1, p2, p3]),
      });
      const pos = await request(t.http).get('/api/pos/children').query({ posID: p1 });
      expect(pos.body).toEqual({
        Children: [
          { ID: a11, Title: 'Low emissions per kWh' },
          { ID: a12, Title: 'Small land footprint' },
        ],
        OrderJSON: JSON.stringify([a11, a12]),
      });
      const empty = await newPos(user, await newConvo(user));
      expect((await request(t.http).get('/api/pos/children').query({ posID: empty })).body).toEqual(
        { Children: [], OrderJSON: '[]' },
      );
    });

    it('GET /api/arg/getnextarg gives the place and the way on', async () => {
      const next = async (argID: string) => {
        const res = await request(t.http).get('/api/arg/getnextarg').query({ argID });
        expect(res.status).toBe(200);
        return res.body;
      };
      expect(await next(a11)).toEqual({
        CurrentArg: 1,
        NumArguments: 4,
        NextArg: `/a/${a12}`,
        NextPos: null,
      });
      // The last argument of its position: the way on includes the next position.
      expect(await next(a12)).toEqual({
        CurrentArg: 2,
        NumArguments: 4,
        NextArg: `/a/${a21}`,
        NextPos: `/p/${p2}`,
      });
      expect(await next(a31)).toEqual({
        CurrentArg: 4,
        NumArguments: 4,
        NextArg: null,
        NextPos: null,
      });
    });

    it('GET /api/arg/getnextarg names the next position even when it has no arguments', async () => {
      const c = await newConvo(user);
      const q1 = await newPos(user, c);
      const q2 = await newPos(user, c); // no arguments
      const q3 = await newPos(user, c);
      const q4 = await newPos(user, c); // no arguments, last
      const b1 = await newArg(user, q1);
      const b3 = await newArg(user, q3);
      const first = await request(t.http).get('/api/arg/getnextarg').query({ argID: b1 });
      expect(first.body).toEqual({
        CurrentArg: 1,
        NumArguments: 2,
        NextArg: `/a/${b3}`,
        NextPos: `/p/${q2}`,
      });
      const last = await request(t.http).get('/api/arg/getnextarg').query({ argID: b3 });
      expect(last.body).toEqual({
        CurrentArg: 2,
        NumArguments: 2,
        NextArg: null,
        NextPos: `/p/${q4}`,
      });
    });

    it('GET /api/getfield returns one field value', async () => {
      const field = (artifactType: string, artifactID: string, fieldName: string) =>
        request(t.http).get('/api/getfield').query({ artifactType, artifactID, fieldName });
      expect((await field('convo', convoID, 'Title')).body).toEqual({
        Value: 'Is nuclear power green?',
      });
      expect((await field('convo', convoID, 'PosOrderJSON')).body).toEqual({
        Value: JSON.stringify([p1, p2, p3]),
      });
      expect((await field('pos', p1, 'Description')).body).toEqual({ Value: 'Low carbon.' });
      expect((await field('pos', p1, 'ArgOrderJSON')).body).toEqual({
        Value: JSON.stringify([a11, a12]),
      });
      expect((await field('arg', a11, 'Argument')).body).toEqual({ Value: '' });
      expect((await field('arg', a11, 'Title')).body).toEqual({ Value: 'Low emissions per kWh' });

      for (const [type, id, name, status] of [
        ['convo', convoID, 'Password', 400],
        ['convo', convoID, 'constructor', 400],
        ['convo', convoID, 'toString', 400],
        ['arg', a11, 'PosOrderJSON', 400],
        ['gadget', convoID, 'Title', 400],
        ['person', convoID, 'Name', 404],
        ['convo', UNKNOWN_ID, 'Title', 404],
        ['convo', 'bad id!', 'Title', 400],
      ] as const) {
        const res = await field(type, id, name);
        expect({ type, name, status: res.status }).toEqual({ type, name, status });
        expect(res.body.error).toEqual(expect.any(String));
      }
    });
  });

  describe('GET /api/convo/list', () => {
    it('lists questions newest first, with paging and a total', async () => {
      const lister = (await userWithRole(t)).agent;
      const mine: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        mine.push(await newConvo(lister));
        // Questions still waiting for their first position come last (front-door.e2e-spec.ts).
        await newPos(lister, mine[i]);
      }
      const all = await request(t.http).get('/api/convo/list').query({ perPage: 100 });
      expect(all.status).toBe(200);
      const ids = all.body.Convos.map((c: { ConvoID: string }) => c.ConvoID);
      expect(ids.slice(0, 5)).toEqual([...mine].reverse());
      expect(all.body.Total).toBe(ids.length);
      const withPositions = all.body.Convos.filter((c: { Positions: number }) => c.Positions > 0);
      const created = withPositions.map((c: { Created: string }) => c.Created);
      expect(created).toEqual([...created].sort().reverse());
      expect(all.body.Convos[0]).toEqual({
        ConvoID: mine[4],
        Title: expect.any(String),
        Description: expect.any(String),
        Link: `/c/${mine[4]}`,
        Created: expect.stringMatching(/^\d{4}-/),
        Positions: 1,
        Arguments: 0,
        Voters: 0,
      });
      expect(all.body.Categories).toEqual(
        expect.arrayContaining([{ CategoryID: expect.any(String), Title: 'Science' }]),
      );

      const page1 = await request(t.http).get('/api/convo/list').query({ page: 1, perPage: 2 });
      const page2 = await request(t.http).get('/api/convo/list').query({ page: 2, perPage: 2 });
      expect(page1.body.Convos.map((c: { ConvoID: string }) => c.ConvoID)).toEqual([
        mine[4],
        mine[3],
      ]);
      expect(page2.body.Convos.map((c: { ConvoID: string }) => c.ConvoID)).toEqual([
        mine[2],
        mine[1],
      ]);
      expect(page2.body.Total).toBe(all.body.Total);
      const beyond = await request(t.http).get('/api/convo/list').query({ page: 1000 });
      expect(beyond.body.Convos).toEqual([]);
    });

    it.each([
      [{ page: 0 }, 'page must be 1 or more.'],
      [{ page: 'x' }, 'page must be a whole number.'],
      [{ perPage: 101 }, 'perPage must be between 1 and 100.'],
      [{ category: 'bad id!' }, 'category must be a category id.'],
    ])('refuses %j with 400', async (query, message) => {
      const res = await request(t.http).get('/api/convo/list').query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });
  });

  describe('unknown, deleted and malformed ids', () => {
    let convoID: string;
    let posID: string;
    let argID: string;

    beforeAll(async () => {
      convoID = await newConvo(user);
      posID = await newPos(user, convoID);
      argID = await newArg(user, posID);
    });

    const reads = (ids: { convo: string; pos: string; arg: string }) =>
      [
        ['/api/convo/get', { convoID: ids.convo }],
        ['/api/convo/children', { convoID: ids.convo }],
        ['/api/pos/get', { posID: ids.pos }],
        ['/api/pos/children', { posID: ids.pos }],
        ['/api/arg/get', { argID: ids.arg }],
        ['/api/arg/getnextarg', { argID: ids.arg }],
        ['/api/getfield', { artifactType: 'convo', artifactID: ids.convo, fieldName: 'Title' }],
        ['/api/getfield', { artifactType: 'pos', artifactID: ids.pos, fieldName: 'Title' }],
        ['/api/getfield', { artifactType: 'arg', artifactID: ids.arg, fieldName: 'Title' }],
      ] as const;

    it('answers 404 for unknown ids', async () => {
      for (const [path, query] of reads({ convo: UNKNOWN_ID, pos: UNKNOWN_ID, arg: UNKNOWN_ID })) {
        const res = await request(t.http).get(path).query(query);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.body.error).toMatch(/^There is no /);
      }
      for (const path of ['/api/convo/history?convoID=', '/api/tag/get?tagID=']) {
        expect((await request(t.http).get(`${path}${UNKNOWN_ID}`)).status).toBe(404);
      }
    });

    it('answers 400 naming the parameter for malformed or missing ids', async () => {
      // Too long for an id (16) and for a slug (66): the page reads take either (slug-routing).
      for (const bad of ['not an id!', 'x'.repeat(67), "1' OR '1'='1", '../etc']) {
        for (const [path, query] of reads({ convo: bad, pos: bad, arg: bad })) {
          const res = await request(t.http).get(path).query(query);
          expect({ path, bad, status: res.status }).toEqual({ path, bad, status: 400 });
          expect(res.body.error).toMatch(
            /(convoID|posID|argID|artifactID) must be an id( or a slug)?\./,
          );
        }
      }
      const missing = await request(t.http).get('/api/convo/get');
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: 'convoID is required.' });
      const twice = await request(t.http).get(`/api/pos/get?posID=${posID}&posID=${posID}`);
      expect(twice.status).toBe(400);
    });

    it('answers 404 once deleted, for the artifact and everything under it', async () => {
      expect((await deleteArtifact(editor, 'convo', convoID)).status).toBe(200);
      for (const [path, query] of reads({ convo: convoID, pos: posID, arg: argID }).filter(
        ([, q]) => !('artifactType' in q) || q.artifactType === 'convo',
      )) {
        const res = await request(t.http).get(path).query(query);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
      }
      const list = await request(t.http).get('/api/convo/list').query({ perPage: 100 });
      expect(list.body.Convos.map((c: { ConvoID: string }) => c.ConvoID)).not.toContain(convoID);
    });

    it('answers 404 for a deleted argument and position', async () => {
      const c = await newConvo(user);
      const p = await newPos(user, c);
      const a = await newArg(user, p);
      expect((await deleteArtifact(editor, 'arg', a)).status).toBe(200);
      expect((await request(t.http).get('/api/arg/get').query({ argID: a })).status).toBe(404);
      expect(
        (
          await request(t.http)
            .get('/api/getfield')
            .query({ artifactType: 'arg', artifactID: a, fieldName: 'Title' })
        ).status,
      ).toBe(404);
      expect((await deleteArtifact(editor, 'pos', p)).status).toBe(200);
      expect((await request(t.http).get('/api/pos/get').query({ posID: p })).status).toBe(404);
      expect((await request(t.http).get('/api/pos/children').query({ posID: p })).status).toBe(404);
      // Editing a deleted artifact is a conflict, not a silent change.
      const edited = await editField(user, 'pos', p, 'Title', 'x', 'A valid new title');
      expect(edited.status).toBe(409);
      expect(edited.body.error).toMatch(/deleted/);
    });
  });
});
