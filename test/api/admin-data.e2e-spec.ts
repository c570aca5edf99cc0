import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable, Module, NotFoundException } from '@nestjs/common';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import request from 'supertest';
import { AdminModule } from '../../backend/src/admin/admin.module.js';
import { ADMIN, EDITOR } from '../../backend/src/common/access.js';
import type {
  AdminChange,
  AdminFilter,
  AdminListQuery,
  AdminRecord,
  AdminResource,
} from '../../backend/src/admin/admin-resource.js';
import { provideAdminResource } from '../../backend/src/admin/admin-resource.registry.js';
import { expectError, rawPost } from './support/api-checks.js';
import { deepJson, envelope, LONE_SURROGATE, NUL, rawValue } from './support/hostile-values.js';
import { type Agent, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The generic console data API (/api/admin/data/{resource}) as a framework: who may call it, and
 * what it lets through to a resource. A test-only resource (gadgets, in memory: no table) shows
 * exactly what the resource is handed; the real resources' roles are checked too.
 */

interface Gadget extends AdminRecord {
  id: string;
  Name: string;
  Colour: string;
  Broken: boolean;
}

class GadgetCreate {
  @IsString({ message: 'Name must be text' })
  @MaxLength(20, { message: 'Name must be at most 20 characters' })
  Name!: string;

  @IsOptional()
  @IsIn(['red', 'blue'], { message: 'Colour must be red or blue' })
  Colour?: string;
}

class GadgetUpdate {
  @IsOptional()
  @IsString({ message: 'Name must be text' })
  Name?: string;
}

/** What the resource was last handed, for the tests to look at. */
const seen: {
  query?: AdminListQuery;
  data?: object;
  previousData?: Record<string, unknown>;
  change?: AdminChange;
} = {};

@Injectable()
class GadgetResource implements AdminResource<Gadget> {
  readonly name = 'gadgets';
  readonly noun = 'gadget';
  readonly access = { rules: { read: EDITOR, delete: ADMIN } };
  readonly sortFields = ['Name', 'Colour'];
  readonly filters: Record<string, AdminFilter> = {
    q: { type: 'text' },
    broken: { type: 'boolean' },
    colour: { type: 'enum', values: ['red', 'blue'] },
    id: { type: 'id' },
  };
  readonly createData = GadgetCreate;
  readonly updateData = GadgetUpdate;
  private readonly gadgets: Gadget[] = [
    { id: 'g1', Name: 'Anvil', Colour: 'red', Broken: false },
    { id: 'g2', Name: 'Bucket', Colour: 'blue', Broken: true },
    { id: 'g3', Name: 'Crank', Colour: 'red', Broken: true },
  ];

  async list(query: AdminListQuery) {
    seen.query = query;
    const { q, broken, colour, id } = query.filter;
    const items = this.gadgets.filter(
      (g) =>
        (typeof q !== 'string' || g.Name.toLowerCase().includes(q.toLowerCase())) &&
        (broken === undefined || g.Broken === broken) &&
        (colour === undefined || g.Colour === colour) &&
        (!Array.isArray(id) || id.includes(g.id)),
    );
    const key = query.sort as 'Name' | 'Colour';
    items.sort((a, b) => a[key].localeCompare(b[key]) * (query.order === 'ASC' ? 1 : -1));
    const start = (query.page - 1) * query.perPage;
    return { items: items.slice(start, start + query.perPage), total: items.length };
  }

  async getOne(id: string) {
    const gadget = this.gadgets.find((g) => g.id === id);
    if (!gadget) throw new NotFoundException(`There is no gadget ${id}.`);
    return gadget;
  }

  async create(data: object, change: AdminChange) {
    seen.data = data;
    seen.change = change;
    const { Name, Colour = 'red' } = data as GadgetCreate;
    const gadget = { id: `g${this.gadgets.length + 1}`, Name, Colour, Broken: false };
    this.gadgets.push(gadget);
    return gadget;
  }

  async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ) {
    Object.assign(seen, { data, previousData, change });
    const gadget = await this.getOne(id);
    const { Name } = data as GadgetUpdate;
    if (Name !== undefined) gadget.Name = Name;
    return gadget;
  }

  async delete(id: string, change: AdminChange) {
    seen.change = change;
    const gadget = await this.getOne(id);
    gadget.Broken = true;
    return gadget;
  }
}

@Module({ imports: [AdminModule], providers: [...provideAdminResource(GadgetResource)] })
class GadgetModule {}

const DATA = '/api/admin/data';
const GADGETS = `${DATA}/gadgets`;

describe('console data API: /api/admin/data/{resource}', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;
  let admin: Agent;
  let adminUid: string;

  /** Every route of the API on `base`, for a refusal that must not depend on the route. */
  const everyRoute = (agent: Agent, base: string) => [
    agent.get(base),
    agent.get(`${base}/g1`),
    agent.post(base).send({ body: { data: { Name: 'Drill' } } }),
    agent.post(`${base}/g1`).send({ body: { data: { Name: 'Drill' }, previousData: {} } }),
    agent.post(`${base}/g1/delete`).send({ body: { reason: 'why' } }),
    agent.post(`${base}/updatemany`).send({ body: { ids: ['g1'], data: { Name: 'x' } } }),
  ];

  beforeAll(async () => {
    t = await startTestApp({}, { modules: [GadgetModule] });
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    const a = await userWithRole(t, 'admin');
    admin = a.agent;
    adminUid = a.uid;
  });
  afterAll(() => t?.close());

  describe('refusals, before anything else', () => {
    it('answers 401 to anonymous callers on every route, even of an unknown resource', async () => {
      const anonymous = request.agent(t.http);
      for (const base of [GADGETS, `${DATA}/categories`, `${DATA}/users`, `${DATA}/nosuch`]) {
        for (const res of await Promise.all(everyRoute(anonymous, base)))
          expectError(res, 401, /^You need to log in to do that\.$/);
      }
    });

    it('answers 403 to a user for every resource and route, naming the role', async () => {
      const expected: Record<string, string> = {
        gadgets: 'editor',
        categories: 'editor',
        articles: 'editor',
        reqs: 'editor',
        people: 'editor',
        tags: 'editor',
        audit: 'editor',
        reports: 'mod',
        users: 'admin',
      };
      // Named as a person calls them where that is not the URL name.
      const called: Record<string, string> = {
        reqs: 'requests',
        audit: 'the audit log',
        reports: 'comment reports',
      };
      for (const [name, role] of Object.entries(expected)) {
        const what = called[name] ?? name;
        for (const res of await Promise.all(everyRoute(user, `${DATA}/${name}`)))
          expectError(
            res,
            403,
            new RegExp(`^You need the ${role} role to use ${what} in the console\\.$`),
          );
      }
    });

    it('refuses editors what needs mod or admin, and mods what needs admin', async () => {
      for (const res of await Promise.all(everyRoute(editor, `${DATA}/reports`)))
        expectError(res, 403, /^You need the mod role to use comment reports in the console\.$/);
      for (const agent of [editor, mod])
        for (const res of await Promise.all(everyRoute(agent, `${DATA}/users`)))
          expectError(res, 403, /^You need the admin role to use users in the console\.$/);
    });

    it("checks a verb's own role after the resource's", async () => {
      for (const agent of [editor, mod]) {
        const res = await agent.post(`${GADGETS}/g1/delete`).send({ body: {} });
        expectError(res, 403, /^You need the admin role to delete gadgets in the console\.$/);
      }
      expect((await admin.post(`${GADGETS}/g3/delete`).send({ body: {} })).status).toBe(200);
    });

    it('refuses before reading the body: a bad body from someone refused is still a 401/403', async () => {
      const bad = envelope({ data: 'x', reason: 7, extra: rawValue(deepJson(20)) });
      expectError(await rawPost(request.agent(t.http), GADGETS, bad), 401);
      expectError(await rawPost(user, GADGETS, bad), 403);
      expectError(await rawPost(editor, `${GADGETS}/g1/delete`, bad), 403, /admin/);
    });

    it('answers 404 to an unknown resource, whatever the role', async () => {
      for (const agent of [user, editor, admin]) {
        for (const res of await Promise.all(everyRoute(agent, `${DATA}/nosuch`)))
          expectError(
            res,
            404,
            /^There is no console resource "nosuch"; it must be one of .*gadgets/,
          );
      }
      for (const name of ['__proto__', 'constructor', 'USERS', 'Users'])
        expectError(await admin.get(`${DATA}/${name}`), 404);
      expectError(await admin.get(`${DATA}/${'x'.repeat(300)}`), 404);
    });

    it('answers 400 to a verb the resource lacks, naming it', async () => {
      expectError(
        await editor.post(`${GADGETS}/updatemany`).send({ body: { ids: ['g1'], data: {} } }),
        400,
        /^Gadgets cannot be changed in bulk in the console\.$/,
      );
      expectError(
        await editor.post(`${DATA}/audit`).send({ body: { data: {} } }),
        400,
        /^The audit log cannot be created in the console\.$/,
      );
      expectError(
        await editor.post(`${DATA}/audit/a1`).send({ body: { data: {} } }),
        400,
        /^The audit log cannot be changed in the console\.$/,
      );
      expectError(
        await editor.post(`${DATA}/audit/a1/delete`).send({ body: {} }),
        400,
        /^The audit log cannot be deleted in the console\.$/,
      );
      expectError(
        await admin.post(`${DATA}/users`).send({ body: { data: {} } }),
        400,
        /^Users cannot be created in the console\.$/,
      );
      expectError(
        await admin.post(`${DATA}/users/${adminUid}/delete`).send({ body: {} }),
        400,
        /^Users cannot be deleted in the console\.$/,
      );
    });
  });

  describe('lists', () => {
    it('answers {Items, Total} with the defaults: page 1, 25 a page, the first sort field', async () => {
      const res = await editor.get(GADGETS);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['Items', 'Total']);
      expect(seen.query).toEqual({ page: 1, perPage: 25, sort: 'Name', order: 'ASC', filter: {} });
      expect(res.body.Items.map((g: Gadget) => g.Name)).toEqual(['Anvil', 'Bucket', 'Crank']);
    });

    it('hands the resource the page, sort, order and typed filter', async () => {
      const res = await editor.get(GADGETS).query({
        page: '2',
        perPage: '1',
        sort: 'Colour',
        order: 'DESC',
        filter: JSON.stringify({ q: '  c ', broken: true, colour: 'red', id: ['g3', 'g2', 'g3'] }),
      });
      expect(res.status).toBe(200);
      expect(seen.query).toEqual({
        page: 2,
        perPage: 1,
        sort: 'Colour',
        order: 'DESC',
        filter: { q: 'c', broken: true, colour: 'red', id: ['g3', 'g2'] },
      });
      expect(res.body.Total).toBe(1);
      expect(res.body.Items).toEqual([]);
    });

    it('takes a single id or a list of ids (react-admin getMany)', async () => {
      const one = await editor.get(GADGETS).query({ filter: '{"id":"g2"}' });
      expect(one.body.Items.map((g: Gadget) => g.id)).toEqual(['g2']);
      const many = await editor.get(GADGETS).query({ filter: '{"id":["g1","g2"]}' });
      expect(many.body.Items.map((g: Gadget) => g.id)).toEqual(['g1', 'g2']);
    });

    it.each([
      [{ page: '0' }, /page must be a whole number, 1 or more/],
      [{ page: 'x' }, /page/],
      [{ page: '10001' }, /page must be at most 10000/],
      [{ perPage: '0' }, /perPage must be a whole number from 1 to 100/],
      [{ perPage: '101' }, /perPage/],
      [{ perPage: '1e2' }, /perPage/],
      [{ sort: 'Price' }, /^sort must be one of Name, Colour\.$/],
      [{ sort: 'Name; DROP TABLE users' }, /sort must be one of/],
      [{ order: 'up' }, /^order must be ASC or DESC\.$/],
      [{ filter: 'q=x' }, /filter must be a JSON object/],
      [{ filter: '[]' }, /filter must be a JSON object/],
      [
        { filter: '{"price":1}' },
        /filter.price is not a filter of this list; use q, broken, colour, id/,
      ],
      [{ filter: '{"q":1}' }, /^filter.q must be text\.$/],
      [{ filter: '{"broken":"maybe"}' }, /^filter.broken must be true or false\.$/],
      [{ filter: '{"colour":"green"}' }, /^filter.colour must be one of red, blue\.$/],
      [{ filter: '{"id":"not an id"}' }, /^filter.id must be an id or a list of ids\.$/],
      [{ filter: JSON.stringify({ q: 'x'.repeat(201) }) }, /at most 200 characters/],
      [{ limit: '10' }, /^Unknown query parameter "limit"/],
    ])('refuses %j with 400', async (query, pattern) => {
      expectError(await editor.get(GADGETS).query(query), 400, pattern);
    });

    it('refuses hostile filters and queries with 400, never 5xx', async () => {
      const hostile = [
        '{"q":"a\\u0000b"}',
        '{"q":"\\ud800"}',
        '{"\\u0000":1}',
        deepJson(40),
        deepJson(1000, 'array'),
        '{"id":[[["a"]]]}',
        JSON.stringify({ q: 'x'.repeat(5000) }),
        JSON.stringify({ id: Array.from({ length: 101 }, (_, i) => `id${i}`) }),
        '{"__proto__":{"q":"x"}}',
      ];
      for (const filter of hostile) expectError(await editor.get(GADGETS).query({ filter }), 400);
      // Raw query strings: a repeated parameter, a bracketed object, a NUL, a surrogate.
      for (const qs of ['page=1&page=2', 'filter[q]=x', 'sort=Na%00me', 'page=%00'])
        expect([qs, (await editor.get(`${GADGETS}?${qs}`)).status]).toEqual([qs, 400]);
    });
  });

  describe('one record', () => {
    it('answers {Item}, 404 when there is none, 400 for a bad id', async () => {
      const res = await editor.get(`${GADGETS}/g1`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Item: { id: 'g1', Name: 'Anvil', Colour: 'red', Broken: false } });
      expectError(await editor.get(`${GADGETS}/g99`), 404, /There is no gadget g99/);
      expectError(await editor.get(`${GADGETS}/not%20an%20id`), 400, /^id must be an id\.$/);
      expectError(await editor.get(`${GADGETS}/${'a'.repeat(40)}`), 400, /id must be an id/);
    });
  });

  describe('writes', () => {
    it('creates with data validated by the resource, answering 200 {Item}', async () => {
      const res = await editor
        .post(GADGETS)
        .send({ body: { data: { Name: 'Drill', Colour: 'blue' }, reason: '  new stock  ' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        Item: expect.objectContaining({ Name: 'Drill', Colour: 'blue' }),
      });
      expect(seen.data).toBeInstanceOf(GadgetCreate);
      expect(seen.change).toEqual({
        actor: expect.objectContaining({ role: 'editor', usernameCased: expect.any(String) }),
        reason: 'new stock',
      });
      expect(Object.keys(seen.change!.actor).sort()).toEqual(['id', 'role', 'usernameCased']);
    });

    it('updates, handing the resource data, previousData and the reason', async () => {
      const before = (await editor.get(`${GADGETS}/g2`)).body.Item;
      const res = await editor
        .post(`${GADGETS}/g2`)
        .send({ body: { data: { Name: 'Pail' }, previousData: before, reason: 'clearer' } });
      expect(res.status).toBe(200);
      expect(res.body.Item.Name).toBe('Pail');
      expect(seen.previousData).toEqual(before);
      expect(seen.change!.reason).toBe('clearer');
      // previousData is optional (the resource decides what a missing one means).
      expect(
        (await editor.post(`${GADGETS}/g2`).send({ body: { data: { Name: 'Pail' } } })).status,
      ).toBe(200);
      expect(seen.previousData).toEqual({});
      expect(seen.change!.reason).toBe('');
    });

    it('deletes with a reason (admins, for gadgets)', async () => {
      const res = await admin.post(`${GADGETS}/g1/delete`).send({ body: { reason: 'rusty' } });
      expect(res.status).toBe(200);
      expect(res.body.Item).toEqual(expect.objectContaining({ id: 'g1', Broken: true }));
      expect(seen.change!.reason).toBe('rusty');
    });

    it.each([
      [GADGETS, {}, /^data is required\.$/],
      [GADGETS, { data: 'Drill' }, /^data must be an object/],
      [GADGETS, { data: ['Drill'] }, /^data must be an object/],
      [GADGETS, { data: null }, /data is required/],
      [GADGETS, { data: {} }, /^data.Name is required\.$/],
      [GADGETS, { data: { Name: 7 } }, /^Name must be/],
      [GADGETS, { data: { Name: 'x'.repeat(21) } }, /at most 20 characters/],
      [GADGETS, { data: { Name: 'Drill', Price: 3 } }, /^Unknown field "data.Price"\.$/],
      [GADGETS, { data: { Name: 'Drill', __proto__x: 1 } }, /Unknown field/],
      [GADGETS, { data: { Name: 'Drill', Colour: 'green' } }, /Colour must be red or blue/],
      [GADGETS, { data: { Name: 'Drill' }, extra: 1 }, /^Unknown field "extra"\.$/],
      [GADGETS, { data: { Name: 'Drill' }, reason: 7 }, /^reason must be text\.$/],
      [GADGETS, { data: { Name: 'Drill' }, reason: 'x'.repeat(301) }, /at most 300 characters/],
      [`${GADGETS}/g2`, { data: { Id: 'g9' } }, /Unknown field "data.Id"/],
      [`${GADGETS}/g2`, { data: {}, previousData: [] }, /^previousData must be the record/],
      [`${GADGETS}/g2`, { data: {}, previousData: 'x' }, /previousData/],
      [`${GADGETS}/g2/delete`, { reason: ['a'] }, /reason must be text/],
      [`${GADGETS}/g2/delete`, { data: {} }, /Unknown field "data"/],
    ])('refuses POST %s %j with 400', async (path, body, pattern) => {
      const who = path.endsWith('/delete') ? admin : editor;
      expectError(await who.post(path).send({ body }), 400, pattern);
    });

    it('refuses bad ids of a bulk update (on a resource that has one)', async () => {
      const base = `${DATA}/reports`;
      for (const ids of [[], 'c1', [7], ['bad id'], Array.from({ length: 101 }, (_, i) => `c${i}`)])
        expectError(
          await mod
            .post(`${base}/updatemany`)
            .send({ body: { ids, data: { Resolution: 'dismiss' } } }),
          400,
          /^ids must/,
        );
    });

    it('refuses hostile bodies with 400 and writes nothing', async () => {
      const count = (await editor.get(GADGETS)).body.Total;
      for (const body of [
        { data: { Name: NUL } },
        { data: { Name: LONE_SURROGATE } },
        { data: { [NUL]: 'x' } },
        { data: { Name: 'ok' }, reason: NUL },
        { data: rawValue(deepJson(40)) },
        { data: { Name: rawValue(deepJson(33, 'array')) } },
      ])
        expectError(await rawPost(editor, GADGETS, envelope(body)), 400);
      expectError(await rawPost(editor, GADGETS, '{"data":{"Name":"x"}}'), 400, /\{"body"/);
      expectError(await rawPost(editor, GADGETS, '{"body":'), 400);
      expect((await editor.get(GADGETS)).body.Total).toBe(count);
    });
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/admin/data/{resource}']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/data/{resource}/{id}']).sort()).toEqual(['get', 'post']);
    expect(paths['/api/admin/data/{resource}/{id}/delete']).toHaveProperty('post');
    expect(paths['/api/admin/data/{resource}/updatemany']).toHaveProperty('post');
  });
});
