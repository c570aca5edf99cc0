import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  newArg,
  newConvo,
  newPos,
  title,
  userWithRole,
  type Agent,
} from './support/opinion-map.js';
import { deepJson, envelope, LONE_SURROGATE, NUL, rawValue } from './support/hostile-values.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Hostile input gets a 4xx with a sentence naming what is wrong, before any handler runs. */
describe('hostile input', () => {
  let t: TestApp;
  let editor: Agent;
  let convoID: string;
  let posID: string;
  let argID: string;

  beforeAll(async () => {
    t = await startTestApp();
    editor = (await userWithRole(t, 'editor')).agent;
    convoID = await newConvo(editor);
    posID = await newPos(editor, convoID);
    argID = await newArg(editor, posID);
  });
  afterAll(() => t?.close());

  const post = (agent: Agent | undefined, path: string, body: string, contentType?: string) =>
    (agent ?? request(t.http))
      .post(path)
      .set('Content-Type', contentType ?? 'application/json')
      .send(body);

  async function counts() {
    const [row] = await t.sql<Record<string, number>>(
      `SELECT (SELECT COUNT(*)::int FROM convos) AS convos, (SELECT COUNT(*)::int FROM positions) AS pos,
              (SELECT COUNT(*)::int FROM args) AS args, (SELECT COUNT(*)::int FROM users) AS users,
              (SELECT COUNT(*)::int FROM revisions) AS revisions, (SELECT COUNT(*)::int FROM comments) AS comments`,
    );
    return row;
  }

  const WRITES = [
    '/api/signup',
    '/api/login',
    '/api/logout',
    '/api/user/changepassword',
    '/api/cookies/logchoice',
    '/api/convo/new',
    '/api/convo/edit',
    '/api/pos/new',
    '/api/pos/edit',
    '/api/arg/new',
    '/api/arg/edit',
    '/api/tag/edit',
    '/api/category/new',
    '/api/category/edit',
    '/api/admin/inbox/status',
    '/api/admin/inbox/undo',
    '/api/admin/users/setrole',
    '/api/yourtake/submit',
    '/api/yourtakeconvo/submit',
    '/api/comment/get',
    '/api/comment/new',
    '/api/comment/edit',
    '/api/comment/delete',
    '/api/comment/report',
    '/api/likerev',
  ];

  describe('deep nesting', () => {
    const TOO_DEEP = {
      error: 'The request body is nested too deeply (more than 32 levels of objects and arrays).',
    };

    it.each(WRITES)('refuses 5,000-deep objects and arrays at %s with 400', async (path) => {
      for (const agent of [undefined, editor]) {
        for (const body of [
          `{"body":${deepJson(5000)}}`,
          `{"body":{"title":${deepJson(5000, 'array')}}}`,
          deepJson(5000, 'array'),
        ]) {
          const res = await post(agent, path, body);
          expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: TOO_DEEP });
        }
      }
    });

    it('refuses a megabyte of opening brackets with 400, not a parser crash', async () => {
      const res = await post(editor, '/api/convo/new', '['.repeat(1_000_000));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(TOO_DEEP);
    });

    it('refuses 33 levels and passes 32 on to the handler', async () => {
      const nested = (levels: number) => `{"body":{"title":${deepJson(levels - 2, 'array')}}}`;
      const over = await post(editor, '/api/category/new', nested(33));
      expect(over.body).toEqual(TOO_DEEP);
      const at = await post(editor, '/api/category/new', nested(32));
      expect(at.status).toBe(400);
      expect(at.body).toEqual({ error: 'title must be text.' });
    });

    it('does not count brackets inside strings', async () => {
      const before = await counts();
      const res = await post(
        editor,
        '/api/pos/new',
        envelope({ convoID, title: '[[[[[[[[[[{{{{{{{{{{', description: '['.repeat(150) }),
      );
      expect(res.status).toBe(201);
      expect((await counts()).pos).toBe(before.pos + 1);
    });

    it('refuses ArgsJSON nested deeper than 32 levels, although it travels as a string', async () => {
      const res = await post(
        editor,
        '/api/convo/edit',
        envelope({
          convoID,
          action: { ActionName: 'ConvoEditTextField', ArgsJSON: deepJson(5000) },
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'action.ArgsJSON is nested more than 32 levels deep.' });
    });
  });

  describe('NUL characters and lone surrogates', () => {
    it('refuses NUL at login, naming the field', async () => {
      const res = await post(
        undefined,
        '/api/login',
        envelope({ email: `a${NUL}@example.org`, password: 'x' }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'email must not contain NUL characters.' });
      const password = await post(
        undefined,
        '/api/login',
        envelope({ email: 'a@example.org', password: `x${NUL}` }),
      );
      expect(password.body).toEqual({ error: 'password must not contain NUL characters.' });
    });

    it.each([
      ['email', { email: `a${LONE_SURROGATE}@example.org`, username: 'surrogate1' }],
      ['username', { email: 'surrogate2@example.org', username: `s${LONE_SURROGATE}` }],
      [
        'password',
        { email: 'surrogate3@example.org', username: 'surrogate3', password: `p${LONE_SURROGATE}` },
      ],
    ])('refuses a lone surrogate in the signup %s and creates no account', async (field, body) => {
      const before = await counts();
      const res = await post(
        undefined,
        '/api/signup',
        envelope({ password: 'a perfectly long passphrase', ...body }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: `${field} must not contain unpaired UTF-16 surrogates.` });
      expect((await counts()).users).toBe(before.users);
    });

    it('refuses lone surrogates and NUL in new content, writing nothing', async () => {
      const description = 'A description long enough for the rules of the site. '.repeat(4);
      const cases: Array<[string, unknown, string]> = [
        ['/api/convo/new', { title: `Title ${LONE_SURROGATE} here`, description }, 'title'],
        ['/api/convo/new', { title: title(), description: `${description}${NUL}` }, 'description'],
        ['/api/pos/new', { convoID, title: `Title ${LONE_SURROGATE} here` }, 'title'],
        [
          '/api/arg/new',
          { posID, title: title(), description: `${LONE_SURROGATE}${description}` },
          'description',
        ],
        ['/api/category/new', { title: `Category ${LONE_SURROGATE}` }, 'title'],
        ['/api/comment/new', { threadID: argID, body: `Hello ${LONE_SURROGATE}` }, 'body'],
      ];
      const before = await counts();
      for (const [path, body, field] of cases) {
        const res = await post(editor, path, envelope(body));
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 400,
          body: { error: expect.stringMatching(new RegExp(`^${field} must not contain `)) },
        });
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses them in edits: revDesc, and inside ArgsJSON as raw escapes', async () => {
      const page = await editor.get('/api/convo/get').query({ convoID });
      const oldTitle = page.body.Convo.Title as string;
      const before = await counts();
      const edit = (args: string, revDesc = '') =>
        post(
          editor,
          '/api/convo/edit',
          envelope({
            convoID,
            action: { ActionName: 'ConvoEditTextField', ArgsJSON: args },
            revDesc,
          }),
        );
      const argsOf = (newValue: string) =>
        `{"FieldName":"Title","OldValue":${JSON.stringify(oldTitle)},"NewValue":"${newValue}"}`;
      const cases: Array<[Promise<request.Response>, RegExp]> = [
        [
          edit(argsOf('A new title here'), `why ${LONE_SURROGATE}`),
          /^revDesc must not contain unpaired/,
        ],
        // The escape arrives decoded: ArgsJSON itself holds the lone surrogate.
        [
          edit(`{"FieldName":"Title","OldValue":"x","NewValue":"a${LONE_SURROGATE}"}`),
          /^action\.ArgsJSON must not contain unpaired/,
        ],
        // The escape stays an escape until the handler parses ArgsJSON.
        [
          edit(argsOf('A new title \\ud800 here')),
          /^action\.ArgsJSON\.NewValue must not contain unpaired/,
        ],
        [
          edit(argsOf('A new title \\u0000 here')),
          /^action\.ArgsJSON\.NewValue must not contain NUL/,
        ],
      ];
      for (const [response, error] of cases) {
        const res = await response;
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(error);
      }
      expect(await counts()).toEqual(before);
      const after = await editor.get('/api/convo/get').query({ convoID });
      expect(after.body.Convo.Title).toBe(oldTitle);
    });

    it('refuses NUL and lone surrogates in field names', async () => {
      const nul = await post(undefined, '/api/login', envelope({ [`e${NUL}`]: 'x' }));
      expect(nul.body).toEqual({ error: 'A field name must not contain NUL characters.' });
      const lone = await post(
        editor,
        '/api/convo/edit',
        envelope({ action: { [LONE_SURROGATE]: 1 } }),
      );
      expect(lone.body).toEqual({
        error: 'A field name in action must not contain unpaired UTF-16 surrogates.',
      });
    });

    it('refuses NUL in the query, naming the parameter', async () => {
      for (const [url, error] of [
        ['/api/search?q=ab%00c', 'q must not contain NUL characters.'],
        ['/api/home?path=%2F%00', 'path must not contain NUL characters.'],
        ['/api/convo/get?convoID=%00', 'convoID must not contain NUL characters.'],
        ['/api/convo/list?a%00=1', 'A query parameter name must not contain NUL characters.'],
      ]) {
        const res = await request(t.http).get(url);
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 400,
          body: { error },
        });
      }
    });

    it('keeps emoji (paired surrogates) working', async () => {
      const res = await post(
        editor,
        '/api/pos/new',
        envelope({ convoID, title: 'Solar 😀 power position', description: 'Sun 🌞.' }),
      );
      expect(res.status).toBe(201);
      const page = await request(t.http).get('/api/pos/get').query({ posID: res.body.PosID });
      expect(page.body.Pos.Title).toBe('Solar 😀 power position');
    });
  });

  describe('size and content type', () => {
    it('refuses a body over 1 MB with 413', async () => {
      const res = await post(editor, '/api/convo/new', envelope({ title: 'x'.repeat(1_100_000) }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: 'The request body is too large (the limit is 1 MB).' });
    });

    it.each([
      ['text/plain', 'title=x'],
      ['application/x-www-form-urlencoded', 'body[title]=x'],
      ['multipart/form-data; boundary=x', '--x\r\n\r\nx\r\n--x--'],
      ['application/xml', '<body/>'],
    ])('refuses %s with 415', async (contentType, body) => {
      const res = await post(editor, '/api/convo/new', body, contentType);
      expect(res.status).toBe(415);
      expect(res.body.error).toMatch(/Content-Type: application\/json/);
    });

    it('refuses JSON in a charset other than UTF-8 with 415', async () => {
      const res = await post(
        editor,
        '/api/convo/new',
        envelope({ title: 'x' }),
        'application/json; charset=utf-16le',
      );
      expect(res.status).toBe(415);
      expect(res.body.error).toMatch(/UTF-8/);
    });

    it('refuses malformed JSON with 400', async () => {
      for (const body of ['{"body": {', '{"body":{"title":"x",}}', '{"body":{"title":"\\x"}}']) {
        const res = await post(editor, '/api/convo/new', body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'The request body is not valid JSON.' });
      }
    });
  });

  describe('wrong types', () => {
    it.each<[string, Record<string, unknown>, string]>([
      [
        '/api/signup',
        { email: ['a@example.org'], username: 'typed1', password: 'a perfectly long passphrase' },
        'email',
      ],
      [
        '/api/signup',
        {
          email: 'typed2@example.org',
          username: { a: 1 },
          password: 'a perfectly long passphrase',
        },
        'username',
      ],
      [
        '/api/signup',
        { email: 'typed3@example.org', username: 'typed3', password: 12345678901234 },
        'password',
      ],
      ['/api/login', { email: 'a@example.org', password: ['x'] }, 'password'],
      ['/api/convo/new', { title: ['A title that is long'], description: 'x' }, 'title'],
      ['/api/pos/new', { convoID: { $ne: 1 }, title: 'A title that is long' }, 'convoID'],
      [
        '/api/yourtake/submit',
        { argID: 'abc', question: 'agreement', value: '1', startTime: rawValue('1e999') },
        'startTime',
      ],
      [
        '/api/yourtake/submit',
        { argID: 'abc', question: 'agreement', value: '1', startTime: '123' },
        'startTime',
      ],
      ['/api/admin/inbox/status', { inboxIDs: 'abc', status: 'seen' }, 'inboxIDs'],
      ['/api/likerev', { objectID: 'abc', liked: 'yes' }, 'liked'],
      ['/api/cookies/logchoice', { loadThirdParty: 1, version: '1', url: '/' }, 'loadThirdParty'],
    ])(
      '%s refuses a wrongly typed body (%#) with 400 naming the field',
      async (path, body, field) => {
        const res = await post(editor, path, envelope(body));
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(new RegExp(`^(action\\.)?${field}`));
      },
    );

    it('refuses a body that is not an object inside the envelope', async () => {
      for (const body of ['{"body":[]}', '{"body":"x"}', '{"body":null}', '[]', '"x"', 'null']) {
        const res = await post(editor, '/api/convo/new', body);
        expect(res.status).toBe(400);
      }
    });

    it('refuses duplicated and bracketed query parameters', async () => {
      for (const [url, error] of [
        ['/api/convo/list?page=1&page=2', 'page must be given only once in the query.'],
        ['/api/convo/get?convoID=a&convoID=b', 'convoID must be given only once in the query.'],
        ['/api/convo/list?page[a]=1', 'Unknown field "page[a]".'],
        ['/api/search?q[]=ab', 'Unknown field "q[]".'],
      ]) {
        const res = await request(t.http).get(url);
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 400,
          body: { error },
        });
      }
    });
  });

  describe('numbers in the query', () => {
    it('bounds page numbers', async () => {
      const admin = (await userWithRole(t, 'admin')).agent;
      for (const [agent, url] of [
        [editor, '/api/convo/list?page=1e308'],
        [editor, '/api/convo/list?page=10001'],
        [editor, '/api/convo/list?page=99999999999999999999'],
        [admin, '/api/admin/users?page=1e300'],
        [admin, '/api/admin/users?page=10001'],
        [editor, '/api/admin/inbox/list/10001'],
      ] as const) {
        const res = await agent.get(url);
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 400,
          body: { error: 'page must be at most 10000.' },
        });
      }
      // A page in the path is digits only: "1e3" is not page 1000.
      for (const page of ['1e3', '0x10', '1.0']) {
        const res = await editor.get(`/api/admin/inbox/list/${page}`);
        expect({ page, status: res.status, body: res.body }).toEqual({
          page,
          status: 400,
          body: { error: 'page must be a whole number, 1 or more.' },
        });
      }
      for (const [agent, url] of [
        [editor, '/api/convo/list?page=10000'],
        [admin, '/api/admin/users?page=10000'],
        [editor, '/api/admin/inbox/list/10000'],
      ] as const) {
        expect((await agent.get(url)).status).toBe(200);
      }
    });

    it.each([
      ['/api/convo/list?page=0', 'page must be 1 or more.'],
      ['/api/convo/list?page=-1', 'page must be 1 or more.'],
      ['/api/convo/list?page=1.5', 'page must be a whole number.'],
      ['/api/convo/list?page=Infinity', 'page must be a whole number.'],
      ['/api/convo/list?perPage=101', 'perPage must be between 1 and 100.'],
      ['/api/convo/list?perPage=1e308', 'perPage must be between 1 and 100.'],
    ])('refuses %s', async (url, error) => {
      const res = await request(t.http).get(url);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error });
    });
  });
});
