import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { editField, newArg, newConvo, newPos, userWithRole } from './support/opinion-map.js';
import {
  deepJson,
  envelope,
  LONE_SURROGATE,
  NUL,
  rawJson,
  rawValue,
} from './support/hostile-values.js';
import { newAccount, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Every operation of the OpenAPI document the app serves gets a bounded set of hostile requests
 * (deep, huge, wrongly typed, malformed, NUL, lone surrogates, empty, hostile path and query
 * parameters), as an anonymous visitor, a user and an admin. None may answer 5xx, and every
 * error answers {"error": "..."}.
 */

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Parameter = { name: string; in: 'path' | 'query'; schema?: Schema };
type Operation = {
  method: 'get' | 'post';
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** Behind @Authenticated (the document lists a cookie security requirement). */
  secured: boolean;
};
type Role = 'anonymous' | 'user' | 'admin';

interface Probe {
  label: string;
  /** Path and query, already encoded. */
  url: string;
  /** Raw request body (JSON unless contentType says otherwise). */
  body?: string;
  contentType?: string;
}

// Operations that end or replace the caller's session run last, so the other probes of a role
// keep their session.
const CONCURRENCY = 4;
const SESSION_CHANGING = ['/api/logout', '/api/login', '/api/signup', '/api/user/changepassword'];

const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['an array', ['a', 'b']],
  ['an object', { a: 1 }],
  ['an out-of-range number', rawValue('1e999')],
  ['a negative number', -1],
  ['a boolean', true],
  ['null', null],
  ['a 100,000-character string', 'x'.repeat(100_000)],
  ['a NUL', `text ${NUL} text`],
  ['a lone surrogate', `text ${LONE_SURROGATE} text`],
];

const HOSTILE_ARGS_JSON: string[] = [
  deepJson(5000),
  deepJson(5000, 'array'),
  '{"FieldName":"Title","OldValue":"\\u0000","NewValue":"\\ud800"}',
  '{"FieldName":"Title","OldValue":"","NewValue":"\\u0000 a title with NUL"}',
  '{"FieldName":{"a":1},"OldValue":[],"NewValue":null}',
  '{"FieldName":"__proto__","OldValue":"","NewValue":"x"}',
  '{"FieldName":"constructor","OldValue":"","NewValue":"x"}',
  '{"__proto__":{"FieldName":"Title"}}',
  '{"RevID":["a"]}',
  '{"NewParentPosID":{"a":1}}',
  '[]',
  'null',
  '"text"',
  '{',
  `{"FieldName":"Title","OldValue":"","NewValue":${JSON.stringify('x'.repeat(60_000))}}`,
];

const HOSTILE_ACTION_NAMES = ['__proto__', 'constructor', 'toString', 'ConvoRevert', 'ArgSetPos'];

const HOSTILE_QUERY_VALUES: Array<[string, (name: string) => string]> = [
  ['a duplicate', (n) => `${n}=1&${n}=2`],
  ['a bracketed key', (n) => `${n}[a]=1`],
  ['a NUL', (n) => `${n}=a%00b`],
  ['invalid UTF-8', (n) => `${n}=%ED%A0%80`],
  ['a malformed escape', (n) => `${n}=%zz%`],
  ['a huge number', (n) => `${n}=1e308`],
  ['a long number', (n) => `${n}=99999999999999999999`],
  ['a negative number', (n) => `${n}=-1`],
  ['a 5,000-character value', (n) => `${n}=${'x'.repeat(5000)}`],
];

const HOSTILE_PATH_VALUES = [
  '%00',
  '%ED%A0%80',
  'x'.repeat(5000),
  '..%2F..%2Fetc',
  '-1',
  '1e308',
  '99999999999999999999',
];

describe('fuzz: every OpenAPI operation, hostile input', () => {
  let t: TestApp;
  let operations: Operation[];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Far above anything this file sends, so no probe is answered by a lockout instead of the code.
    t = await startTestApp({ rateLimitFactor: 1000 });
    const admin = await userWithRole(t, 'admin');
    const convoID = await newConvo(admin.agent);
    const posID = await newPos(admin.agent, convoID);
    const argID = await newArg(admin.agent, posID);
    await editField(admin.agent, 'convo', convoID, 'Tags', '', 'fuzzing');
    const [tag] = await t.sql<{ id: string }>('SELECT id FROM tags LIMIT 1');
    const category = await admin.agent
      .post('/api/category/new')
      .send({ body: { title: 'A category to fuzz' } });
    const comment = await admin.agent
      .post('/api/comment/new')
      .send({ body: { threadID: argID, body: 'A comment to fuzz.' } });
    const [revision] = await t.sql<{ id: string }>('SELECT id FROM revisions LIMIT 1');
    const [inbox] = await t.sql<{ id: string }>('SELECT id FROM inbox_entries LIMIT 1');
    Object.assign(ids, {
      convoID,
      posID,
      argID,
      threadID: argID,
      artifactID: convoID,
      tagID: tag?.id ?? 'NoSuchTag000',
      categoryID: category.body.CategoryID as string,
      commentID: comment.body.CommentID as string,
      objectID: revision.id,
      RevID: revision.id,
      inboxID: inbox?.id ?? 'NoSuchInbox0',
      inboxIDs: inbox?.id ?? 'NoSuchInbox0',
      uid: admin.uid,
      NewParentPosID: posID,
    });
    const doc = await request(t.http).get('/api/docs/openapi.json');
    expect(doc.status).toBe(200);
    operations = operationsOf(doc.body);
  });
  afterAll(() => t?.close());

  function operationsOf(doc: {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, Schema> };
  }): Operation[] {
    const resolve = (schema: Schema | undefined): Schema | undefined =>
      schema?.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]) : schema;
    const list: Operation[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> })
          ?.content;
        const wrapped = resolve(content?.['application/json']?.schema);
        list.push({
          method: method as 'get' | 'post',
          path,
          parameters: ((op.parameters as Parameter[]) ?? []).filter(
            (p) => p.in === 'path' || p.in === 'query',
          ),
          body: resolveDeep(resolve(wrapped?.properties?.body), resolve),
          secured: ((op.security as unknown[]) ?? []).length > 0,
        });
      }
    }
    const late = (op: Operation) => (SESSION_CHANGING.includes(op.path) ? 1 : 0);
    return list.sort((a, b) => late(a) - late(b));
  }

  function resolveDeep(
    schema: Schema | undefined,
    resolve: (s: Schema | undefined) => Schema | undefined,
  ): Schema | undefined {
    if (!schema) return undefined;
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, child]) => [
        name,
        resolveDeep(resolve(child), resolve)!,
      ]),
    );
    return { ...schema, properties, items: schema.items && resolve(schema.items) };
  }

  /** A plausible value for a field, so that one hostile field at a time reaches the handler. */
  function validValue(name: string, schema: Schema): unknown {
    if (schema.enum) return schema.enum[0];
    if (schema.type === 'boolean') return true;
    if (schema.type === 'number' || schema.type === 'integer') return Date.now();
    if (schema.type === 'array') return [ids[name] ?? 'text'];
    if (schema.properties && Object.keys(schema.properties).length > 0) {
      if (name === 'action')
        return {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: '{"FieldName":"Title","OldValue":"x","NewValue":"A new title here"}',
        };
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [key, validValue(key, child)]),
      );
    }
    if (ids[name]) return ids[name];
    if (name === 'email') return 'fuzz@example.org';
    if (/password/i.test(name)) return 'a perfectly long passphrase';
    if (name === 'username') return 'fuzzer';
    if (name === 'description') return 'A description long enough to pass. '.repeat(6);
    return 'A plain and valid text value';
  }

  /**
   * Bodies refused before the session is read, whatever the caller's role: sent once, anonymously.
   */
  function structuralProbes(op: Operation, url: string): Probe[] {
    const base = validValue('body', op.body!) as Record<string, unknown>;
    const first = Object.keys(op.body!.properties ?? {})[0] ?? 'field';
    return [
      { label: 'a 5,000-deep object', url, body: `{"body":${deepJson(5000)}}` },
      { label: 'a 5,000-deep envelope', url, body: deepJson(5000, 'array') },
      {
        label: 'a 5,000-deep array in a field',
        url,
        body: envelope({ ...base, [first]: rawValue(deepJson(5000, 'array')) }),
      },
      {
        label: 'a body over 1 MB',
        url,
        body: envelope({ ...base, [first]: 'x'.repeat(1_100_000) }),
      },
      { label: 'malformed JSON', url, body: '{"body": {' },
      { label: 'truncated JSON', url, body: envelope(base).slice(0, -2) },
      { label: 'JSON null', url, body: 'null' },
      { label: 'a JSON array', url, body: '[]' },
      { label: 'an array in the envelope', url, body: rawJson({ body: [base] }) },
      { label: 'a string in the envelope', url, body: '{"body":"text"}' },
      { label: 'a NUL in a field name', url, body: envelope({ ...base, [`a${NUL}b`]: 'x' }) },
      {
        label: 'a lone surrogate in a field name',
        url,
        body: envelope({ ...base, [`a${LONE_SURROGATE}`]: 'x' }),
      },
      { label: 'a text/plain body', url, body: 'body=text', contentType: 'text/plain' },
      {
        label: 'JSON in UTF-16',
        url,
        body: envelope(base),
        contentType: 'application/json; charset=utf-16',
      },
    ];
  }

  /**
   * Bodies that reach the handler: a few whole bodies (`reaching`), one hostile value at a time in
   * every field (`fields`), and hostile actions for edits (`actions`).
   */
  function handlerProbes(op: Operation, url: string) {
    const schema = op.body!;
    const base = validValue('body', schema) as Record<string, unknown>;
    const reaching: Probe[] = [
      { label: 'a valid body', url, body: envelope(base) },
      { label: 'an empty body', url },
      { label: 'an empty inner body', url, body: '{"body":{}}' },
      { label: 'an unknown field', url, body: envelope({ ...base, unknownField: 'x' }) },
      {
        label: 'a __proto__ field',
        url,
        body: `{"body":{"__proto__":{"role":"admin"},${envelope(base).slice(9, -2)}}}`,
      },
    ];
    const fields: Probe[] = [];
    const actions: Probe[] = [];
    const eachField = (path: string[], properties: Record<string, Schema>) => {
      for (const [name, child] of Object.entries(properties)) {
        const here = [...path, name];
        for (const [label, value] of HOSTILE_VALUES) {
          fields.push({
            label: `${label} in ${here.join('.')}`,
            url,
            body: envelope(withField(base, here, value)),
          });
        }
        if (child.properties) eachField(here, child.properties);
      }
    };
    eachField([], schema.properties ?? {});
    if (schema.properties?.action) {
      for (const argsJson of HOSTILE_ARGS_JSON) {
        actions.push({
          label: `ArgsJSON ${argsJson.slice(0, 40)}`,
          url,
          body: envelope(withField(base, ['action', 'ArgsJSON'], argsJson)),
        });
      }
      for (const actionName of HOSTILE_ACTION_NAMES) {
        actions.push({
          label: `ActionName ${actionName}`,
          url,
          body: envelope(withField(base, ['action', 'ActionName'], actionName)),
        });
      }
    }
    return { reaching, fields, actions };
  }

  function withField(base: Record<string, unknown>, path: string[], value: unknown) {
    const copy = structuredClone(base);
    let target = copy;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[path[path.length - 1]] = value;
    return copy;
  }

  function urlOf(op: Operation, pathValues: Record<string, string>, query: string): string {
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValues[name]);
    return query ? `${path}?${query}` : path;
  }

  function parameterProbes(op: Operation): Probe[] {
    const validPath = Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, p.name === 'page' ? '1' : (ids[p.name] ?? 'abc')]),
    );
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const validQuery = queryParams
      .map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.name, p.schema ?? {})))}`)
      .join('&');
    const probes: Probe[] = [
      { label: 'valid parameters', url: urlOf(op, validPath, validQuery) },
      { label: 'no query', url: urlOf(op, validPath, '') },
      { label: 'an unknown parameter', url: urlOf(op, validPath, `${validQuery}&zz=1`) },
      { label: 'a NUL parameter name', url: urlOf(op, validPath, `${validQuery}&a%00b=1`) },
    ];
    for (const param of queryParams) {
      const others = queryParams
        .filter((p) => p !== param)
        .map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.name, p.schema ?? {})))}`);
      for (const [label, make] of HOSTILE_QUERY_VALUES) {
        probes.push({
          label: `${label} in ?${param.name}`,
          url: urlOf(op, validPath, [...others, make(param.name)].join('&')),
        });
      }
    }
    for (const param of op.parameters.filter((p) => p.in === 'path')) {
      for (const value of HOSTILE_PATH_VALUES) {
        probes.push({
          label: `${value.slice(0, 20)} in /{${param.name}}`,
          url: urlOf(op, { ...validPath, [param.name]: value }, validQuery),
        });
      }
    }
    return probes;
  }

  /**
   * What `role` sends to `op`. Every hostile parameter and field goes to one role that the handler
   * serves: the anonymous visitor for public routes, the admin (who passes every role check) for
   * @Authenticated ones. The user sends the probes that reach the handler and, on edits, every
   * hostile ArgsJSON (field-level role checks differ by role). Probes the guards refuse before the
   * session is read go once, anonymously.
   */
  function probesOf(op: Operation, role: Role): Probe[] {
    const params = parameterProbes(op);
    const url = params[0].url;
    const owner: Role = op.secured ? 'admin' : 'anonymous';
    const probes: Probe[] = role === owner ? [...params] : [params[0]];
    if (op.body) {
      const { reaching, fields, actions } = handlerProbes(op, url);
      if (role === owner) probes.push(...reaching, ...fields, ...actions);
      else if (role === 'user') probes.push(...reaching, ...actions);
    }
    if (role === 'anonymous') {
      probes.push({ label: 'a deep JSON body', url, body: `{"body":${deepJson(5000)}}` });
      if (op.body) probes.push(...structuralProbes(op, url));
    }
    return probes;
  }

  async function send(op: Operation, probe: Probe, cookie: string | undefined) {
    let req =
      op.method === 'get' ? request(t.http).get(probe.url) : request(t.http).post(probe.url);
    if (cookie) req = req.set('Cookie', cookie);
    if (probe.body !== undefined) {
      req = req.set('Content-Type', probe.contentType ?? 'application/json');
      return req.send(probe.body);
    }
    return req;
  }

  async function sessionOf(role: Role): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    const res = await request(t.http)
      .post('/api/signup')
      .send({ body: newAccount(role) });
    expect(res.status).toBe(201);
    if (role === 'admin')
      await t.sql("UPDATE users SET role = 'admin' WHERE id = $1", [res.body.User.uid]);
    return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  }

  /** Sends every probe of every operation as `role`, a few at a time; returns what went wrong. */
  async function fuzzAs(role: Role) {
    const cookie = await sessionOf(role);
    const jobs = operations.flatMap((op) => probesOf(op, role).map((probe) => ({ op, probe })));
    const serverErrors: string[] = [];
    const badErrorBodies: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { op, probe } = jobs[next++];
        const res = await send(op, probe, cookie);
        const what = `${role} ${op.method.toUpperCase()} ${probe.url.slice(0, 80)} (${probe.label}): ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        if (res.status >= 500) serverErrors.push(what);
        else if (
          res.status >= 400 &&
          (typeof res.body?.error !== 'string' || res.body.error.length === 0)
        )
          badErrorBodies.push(what);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return { sent: jobs.length, serverErrors, badErrorBodies };
  }

  it('answers no request with 5xx, and every error with {"error": "..."}', async () => {
    // The document covers the whole API: a route missing from it would escape the fuzz.
    expect(operations.length).toBeGreaterThanOrEqual(40);
    let sent = 0;
    const serverErrors: string[] = [];
    const badErrorBodies: string[] = [];
    for (const role of ['anonymous', 'user', 'admin'] as Role[]) {
      const started = Date.now();
      const result = await fuzzAs(role);
      console.log(`${role}: ${result.sent} in ${Date.now() - started} ms`);
      sent += result.sent;
      serverErrors.push(...result.serverErrors);
      badErrorBodies.push(...result.badErrorBodies);
    }
    console.log(
      `fuzz: ${sent} requests over ${operations.length} operations, ${serverErrors.length} answered 5xx`,
    );
    expect(serverErrors).toEqual([]);
    expect(badErrorBodies).toEqual([]);
  }, 300_000);
});
