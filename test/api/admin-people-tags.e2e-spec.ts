import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectError, rawPost, rowCount, uniqueLabel } from './support/api-checks.js';
import { envelope, LONE_SURROGATE, NUL } from './support/hostile-values.js';
import {
  type Agent,
  deleteArtifact,
  editField,
  getField,
  history,
  newArg,
  newConvo,
  newPos,
  revert,
  userWithRole,
} from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface PersonRecord {
  id: string;
  Name: string;
  PathAlias: string;
  Image: string | null;
  Link: string;
  Quotes: number;
  Deleted: boolean;
  Created: string;
}

interface TagRecord {
  id: string;
  Name: string;
  Link: string;
  Uses: number;
  Created: string;
}

const PEOPLE = '/api/admin/data/people';
const TAGS = '/api/admin/data/tags';

describe('console people and tags: /api/admin/data/{people,tags}', () => {
  let t: TestApp;
  let user: Agent;
  let editor: Agent;
  let mod: Agent;
  let admin: Agent;
  let convoID: string;
  let posID: string;

  const list = (agent: Agent, base: string, query: Record<string, unknown> = {}) => {
    const { filter, ...rest } = query;
    return agent
      .get(base)
      .query(filter === undefined ? rest : { ...rest, filter: JSON.stringify(filter) });
  };
  const ids = (res: request.Response) => (res.body.Items as { id: string }[]).map((r) => r.id);
  async function getOne<R>(agent: Agent, base: string, id: string): Promise<R> {
    const res = await agent.get(`${base}/${id}`);
    expect(res.status).toBe(200);
    return res.body.Item as R;
  }
  const revisions = () => rowCount(t, 'revisions');

  async function newPerson(name = uniqueLabel('Ada')): Promise<PersonRecord> {
    const res = await editor.post(PEOPLE).send({ body: { data: { Name: name } } });
    expect(res.status).toBe(200);
    return res.body.Item as PersonRecord;
  }

  async function newQuote(personID: string, argID: string): Promise<string> {
    const res = await user.post('/api/quote/new').send({
      body: {
        argID,
        personID,
        quote: 'A quote worth keeping.',
        sourceURL: 'https://example.org/q',
      },
    });
    expect(res.status).toBe(201);
    return res.body.Quote.QuoteID as string;
  }

  /** A tag made by tagging a question; answers the tag's record. */
  async function tagged(name: string, onConvo = convoID): Promise<TagRecord> {
    const before = await getField(user, 'convo', onConvo, 'Tags');
    const tags = before ? `${before}, ${name}` : name;
    expect((await editField(user, 'convo', onConvo, 'Tags', before, tags)).status).toBe(200);
    const res = await list(editor, TAGS, { filter: { q: name } });
    const tag = (res.body.Items as TagRecord[]).find((x) => x.Name === name);
    expect(tag).toBeDefined();
    return tag!;
  }

  beforeAll(async () => {
    t = await startTestApp();
    user = (await userWithRole(t)).agent;
    editor = (await userWithRole(t, 'editor')).agent;
    mod = (await userWithRole(t, 'mod')).agent;
    admin = (await userWithRole(t, 'admin')).agent;
    convoID = await newConvo(user);
    posID = await newPos(user, convoID);
  });
  afterAll(() => t?.close());

  describe('refusals', () => {
    it('answers 401 to anonymous callers and 403 to users, for every verb, writing nothing', async () => {
      const person = await newPerson();
      const tag = await tagged(uniqueLabel('refused'));
      const before = { people: await rowCount(t, 'persons'), revisions: await revisions() };
      const calls = (agent: Agent) => [
        agent.get(PEOPLE),
        agent.get(`${PEOPLE}/${person.id}`),
        agent.post(PEOPLE).send({ body: { data: { Name: 'Grace Hopper' } } }),
        agent
          .post(`${PEOPLE}/${person.id}`)
          .send({ body: { data: { Name: 'Renamed person' }, previousData: person } }),
        agent.post(`${PEOPLE}/${person.id}/delete`).send({ body: { reason: 'spam' } }),
        agent.get(TAGS),
        agent.get(`${TAGS}/${tag.id}`),
        agent
          .post(`${TAGS}/${tag.id}`)
          .send({ body: { data: { Name: 'renamed' }, previousData: tag } }),
      ];
      for (const res of await Promise.all(calls(request.agent(t.http))))
        expectError(res, 401, /log in/);
      for (const res of await Promise.all(calls(user))) expectError(res, 403, /editor/);
      expect(await rowCount(t, 'persons')).toBe(before.people);
      expect(await revisions()).toBe(before.revisions);
      expect(await getOne(editor, PEOPLE, person.id)).toEqual(person);
      expect(await getOne(editor, TAGS, tag.id)).toEqual(tag);
    });

    it('lets editors, mods and admins use both', async () => {
      for (const agent of [editor, mod, admin]) {
        for (const base of [PEOPLE, TAGS]) {
          const res = await list(agent, base);
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ Items: expect.any(Array), Total: expect.any(Number) });
        }
      }
    });

    it('refuses the verbs tags lack (they are made by tagging and never deleted) with 400', async () => {
      const tag = await tagged(uniqueLabel('kept'));
      const before = await rowCount(t, 'tags');
      expectError(await editor.post(TAGS).send({ body: { data: { Name: 'new tag' } } }), 400);
      expectError(await editor.post(`${TAGS}/${tag.id}/delete`).send({ body: {} }), 400);
      expectError(
        await editor.post(`${TAGS}/updatemany`).send({
          body: { ids: [tag.id], data: { Name: 'all the same' } },
        }),
        400,
      );
      expectError(
        await editor.post(`${PEOPLE}/updatemany`).send({
          body: { ids: [tag.id], data: { Name: 'all the same' } },
        }),
        400,
      );
      expect(await rowCount(t, 'tags')).toBe(before);
    });
  });

  describe('people', () => {
    const label = uniqueLabel('Person list');
    let alpha: PersonRecord;
    let beta: PersonRecord;
    let gamma: PersonRecord;

    beforeAll(async () => {
      gamma = await newPerson(`${label} gamma`);
      alpha = await newPerson(`${label} Alpha`);
      beta = await newPerson(`${label} beta`);
      const argA = await newArg(user, posID);
      const argB = await newArg(user, posID);
      await newQuote(alpha.id, argA);
      await newQuote(alpha.id, argB);
      // Neither a deleted quote nor one on a deleted argument counts.
      const deletedQuote = await newQuote(alpha.id, argA);
      expect((await deleteArtifact(mod, 'quote', deletedQuote)).status).toBe(200);
      const argC = await newArg(user, posID);
      await newQuote(alpha.id, argC);
      await newQuote(beta.id, argC);
      expect((await deleteArtifact(editor, 'arg', argC)).status).toBe(200);
    });

    it('lists live people newest first with their live quotes counted, and reads one', async () => {
      const res = await list(editor, PEOPLE, { filter: { q: label } });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([beta.id, alpha.id, gamma.id]);
      expect(res.body.Total).toBe(3);
      expect((res.body.Items as PersonRecord[]).map((p) => p.Quotes)).toEqual([0, 2, 0]);
      expect(await getOne(editor, PEOPLE, alpha.id)).toEqual({
        id: alpha.id,
        Name: `${label} Alpha`,
        PathAlias: expect.stringMatching(/^person-list-zq/),
        Image: null,
        Link: `/person/${alpha.PathAlias}`,
        Quotes: 2,
        Deleted: false,
        Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
      expectError(await editor.get(`${PEOPLE}/AAAAAAAAAAAA`), 404);
    });

    it('pages, sorts by Name (any case) and Created, filters by text and deleted', async () => {
      const page = (n: number, order: string) =>
        list(editor, PEOPLE, { page: n, perPage: 2, sort: 'Name', order, filter: { q: label } });
      expect([...ids(await page(1, 'ASC')), ...ids(await page(2, 'ASC'))]).toEqual([
        alpha.id,
        beta.id,
        gamma.id,
      ]);
      expect(ids(await page(1, 'DESC'))).toEqual([gamma.id, beta.id]);
      expect((await page(2, 'DESC')).body.Total).toBe(3);
      const created = await list(editor, PEOPLE, {
        sort: 'Created',
        order: 'ASC',
        filter: { q: label.toUpperCase() },
      });
      expect(ids(created)).toEqual([gamma.id, alpha.id, beta.id]);
      expect(ids(await list(editor, PEOPLE, { filter: { q: `${label} bet` } }))).toEqual([beta.id]);
      expect((await list(editor, PEOPLE, { filter: { q: label, deleted: true } })).body).toEqual({
        Items: [],
        Total: 0,
      });
      const many = await list(editor, PEOPLE, { filter: { id: [alpha.id, gamma.id] } });
      expect(ids(many).sort()).toEqual([alpha.id, gamma.id].sort());
      for (const query of [
        { sort: 'Quotes' },
        { sort: 'PathAlias' },
        { filter: { status: 'open' } },
        { filter: { deleted: 'yes' } },
        { filter: { q: ['x'] } },
        { perPage: 1000 },
      ])
        expectError(await list(editor, PEOPLE, query), 400);
    });

    it('creates through the person API (PersonCreate, an alias from the name)', async () => {
      const name = uniqueLabel('Grace Hopper');
      const res = await editor.post(PEOPLE).send({ body: { data: { Name: `  ${name}  ` } } });
      expect(res.status).toBe(200);
      const item = res.body.Item as PersonRecord;
      expect(item).toMatchObject({ Name: name, Quotes: 0, Deleted: false, Image: null });
      expect(item.PathAlias).toMatch(/^grace-hopper-zq/);
      const revs = await history(editor, 'person', item.id);
      expect(revs.map((r) => r.ActionName)).toEqual(['PersonCreate']);
      const page = await request(t.http).get('/api/person/get').query({ personID: item.id });
      expect(page.status).toBe(200);
    });

    it('renames as one revision with the reason; refuses a stale rename with 409; revert restores', async () => {
      const person = await newPerson();
      const name = uniqueLabel('Ada Lovelace');
      const res = await editor.post(`${PEOPLE}/${person.id}`).send({
        body: { data: { Name: name }, previousData: person, reason: 'Full name' },
      });
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({
        id: person.id,
        Name: name,
        PathAlias: person.PathAlias,
      });
      const [rev] = await history(editor, 'person', person.id);
      expect(rev.ActionName).toBe('PersonEditTextField');
      expect(rev.UserDescription).toBe('Full name');
      expect(rev.Diff).toMatchObject([{ Field: 'Name', Old: person.Name, New: name }]);
      const before = await revisions();
      const stale = await admin.post(`${PEOPLE}/${person.id}`).send({
        body: { data: { Name: 'An overwriting name' }, previousData: person },
      });
      expectError(stale, 409, /Name was changed by someone else/);
      expect(await revisions()).toBe(before);
      expect((await getOne<PersonRecord>(editor, PEOPLE, person.id)).Name).toBe(name);
      const created = (await history(editor, 'person', person.id)).at(-1)!;
      expect((await revert(editor, 'person', person.id, created.RevID)).status).toBe(200);
      expect((await getOne<PersonRecord>(editor, PEOPLE, person.id)).Name).toBe(person.Name);
    });

    it('deletes with the reason as description; lists it under deleted; 409 on a deleted one', async () => {
      const person = await newPerson();
      const res = await editor
        .post(`${PEOPLE}/${person.id}/delete`)
        .send({ body: { reason: 'Not a real person' } });
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({ id: person.id, Deleted: true });
      const [rev] = await history(mod, 'person', person.id);
      expect(rev.ActionName).toBe('PersonDelete');
      expect(rev.UserDescription).toBe('Not a real person');
      const gone = await list(editor, PEOPLE, { filter: { q: person.Name, deleted: true } });
      expect(ids(gone)).toEqual([person.id]);
      expect(ids(await list(editor, PEOPLE, { filter: { q: person.Name } }))).toEqual([]);
      const before = await revisions();
      expectError(await editor.post(`${PEOPLE}/${person.id}/delete`).send({ body: {} }), 409);
      expectError(
        await editor.post(`${PEOPLE}/${person.id}`).send({
          body: { data: { Name: 'Back from the dead' }, previousData: res.body.Item },
        }),
        409,
      );
      expect(await revisions()).toBe(before);
    });

    it('refuses hostile input with 4xx and {"error"}, writing nothing', async () => {
      const person = await newPerson();
      const before = { people: await rowCount(t, 'persons'), revisions: await revisions() };
      for (const data of [
        { Name: `Ada${NUL}Lovelace` },
        { Name: `Ada${LONE_SURROGATE}` },
        { Name: 'x'.repeat(201) },
        { Name: 'x'.repeat(1_000_000) },
        { Name: 'A' },
        { Name: '  !!  ' },
        { Name: 7 },
        { Name: null },
        { Name: ['Ada'] },
        {},
        { Name: 'Ada Lovelace', PathAlias: 'ada' },
      ]) {
        const created = await rawPost(editor, PEOPLE, envelope({ data }));
        expect([400, 413]).toContain(created.status);
        expect(Object.keys(created.body)).toEqual(['error']);
        if (Object.keys(data).length === 0) continue;
        const updated = await rawPost(
          editor,
          `${PEOPLE}/${person.id}`,
          envelope({ data, previousData: person }),
        );
        expect([400, 413]).toContain(updated.status);
        expect(Object.keys(updated.body)).toEqual(['error']);
      }
      for (const previousData of [{}, { Name: 5 }, null, 'x'])
        expect(
          (
            await rawPost(
              editor,
              `${PEOPLE}/${person.id}`,
              envelope({ data: { Name: 'A good name' }, previousData }),
            )
          ).status,
        ).toBe(400);
      expect(await rowCount(t, 'persons')).toBe(before.people);
      expect(await revisions()).toBe(before.revisions);
      expect(await getOne(editor, PEOPLE, person.id)).toEqual(person);
    });
  });

  describe('tags', () => {
    const prefix = `t${Date.now().toString(36)}`;
    let solar: TagRecord;
    let wind: TagRecord;
    let otherConvo: string;

    beforeAll(async () => {
      otherConvo = await newConvo(user);
      solar = await tagged(`${prefix} solar`);
      wind = await tagged(`${prefix} Wind`);
      await tagged(`${prefix} solar`, otherConvo);
      // Tagged on an argument that is then deleted: not a use.
      const arg = await newArg(user, posID);
      expect((await editField(user, 'arg', arg, 'Tags', '', `${prefix} wind`)).status).toBe(200);
      expect((await deleteArtifact(editor, 'arg', arg)).status).toBe(200);
    });

    it('lists tags with their live uses, newest first, and reads one', async () => {
      const res = await list(editor, TAGS, { filter: { q: prefix } });
      expect(res.status).toBe(200);
      expect(res.body.Items).toEqual([
        {
          id: wind.id,
          Name: `${prefix} Wind`,
          Link: `/tags/${wind.id}`,
          Uses: 1,
          Created: wind.Created,
        },
        {
          id: solar.id,
          Name: `${prefix} solar`,
          Link: `/tags/${solar.id}`,
          Uses: 2,
          Created: solar.Created,
        },
      ]);
      expect(res.body.Total).toBe(2);
      expect(await getOne(editor, TAGS, solar.id)).toEqual({ ...solar, Uses: 2 });
      expectError(await editor.get(`${TAGS}/AAAAAAAAAAAA`), 404);
    });

    it('sorts by Name (any case) and Created, pages, and filters by text', async () => {
      const byName = await list(editor, TAGS, {
        sort: 'Name',
        order: 'DESC',
        perPage: 1,
        filter: { q: prefix.toUpperCase() },
      });
      expect(ids(byName)).toEqual([wind.id]);
      expect(byName.body.Total).toBe(2);
      const second = await list(editor, TAGS, {
        sort: 'Name',
        order: 'DESC',
        perPage: 1,
        page: 2,
        filter: { q: prefix },
      });
      expect(ids(second)).toEqual([solar.id]);
      const created = await list(editor, TAGS, {
        sort: 'Created',
        order: 'ASC',
        filter: { q: prefix },
      });
      expect(ids(created)).toEqual([solar.id, wind.id]);
      expect(ids(await list(editor, TAGS, { filter: { q: `${prefix} sol` } }))).toEqual([solar.id]);
      for (const query of [{ sort: 'Uses' }, { filter: { deleted: true } }, { filter: { q: 5 } }])
        expectError(await list(editor, TAGS, query), 400);
    });

    it('renames through the write path (TagEditTextField), rewriting the Tags of what carries it; stale 409; revert', async () => {
      const tag = await tagged(uniqueLabel('rename').slice(0, 40));
      const name = uniqueLabel('renamed').slice(0, 40);
      const res = await mod.post(`${TAGS}/${tag.id}`).send({
        body: { data: { Name: name }, previousData: tag, reason: 'Clearer' },
      });
      expect(res.status).toBe(200);
      expect(res.body.Item).toMatchObject({ id: tag.id, Name: name, Uses: 1 });
      expect(await getField(user, 'convo', convoID, 'Tags')).toContain(name);
      const [rev] = await history(editor, 'tag', tag.id);
      expect(rev.ActionName).toBe('TagEditTextField');
      expect(rev.UserDescription).toBe('Clearer');
      const before = await revisions();
      expectError(
        await editor.post(`${TAGS}/${tag.id}`).send({
          body: { data: { Name: 'stale rename' }, previousData: tag },
        }),
        409,
        /Name was changed by someone else/,
      );
      // A name another tag has: 409 too.
      expectError(
        await editor.post(`${TAGS}/${tag.id}`).send({
          body: { data: { Name: `${prefix} SOLAR` }, previousData: res.body.Item },
        }),
        409,
        /already exists/,
      );
      expect(await revisions()).toBe(before);
      // Made by tagging, so its history starts with its creation by the tagger, then the rename.
      expect((await history(editor, 'tag', tag.id)).map((r) => r.ActionName)).toEqual([
        'TagEditTextField',
        'TagCreate',
      ]);
      // Renamed back through the console, then the rename restored by a revert.
      const back = await editor.post(`${TAGS}/${tag.id}`).send({
        body: { data: { Name: tag.Name }, previousData: res.body.Item },
      });
      expect(back.status).toBe(200);
      expect(await getField(user, 'convo', convoID, 'Tags')).toContain(tag.Name);
      expect((await revert(editor, 'tag', tag.id, rev.RevID)).status).toBe(200);
      expect((await getOne<TagRecord>(editor, TAGS, tag.id)).Name).toBe(name);
      expect(await getField(user, 'convo', convoID, 'Tags')).toContain(name);
    });

    it('refuses hostile input with 4xx and {"error"}, writing nothing', async () => {
      const before = await revisions();
      for (const data of [
        { Name: `so${NUL}lar` },
        { Name: `so${LONE_SURROGATE}` },
        { Name: 'x'.repeat(41) },
        { Name: 'x'.repeat(1_000_000) },
        { Name: '   ' },
        { Name: 3 },
        { Name: null },
        { Name: ['x'] },
        { Name: 'fine', Description: 'no' },
      ]) {
        const res = await rawPost(
          editor,
          `${TAGS}/${solar.id}`,
          envelope({ data, previousData: solar }),
        );
        expect([400, 413]).toContain(res.status);
        expect(Object.keys(res.body)).toEqual(['error']);
      }
      expect(await revisions()).toBe(before);
      expect((await getOne<TagRecord>(editor, TAGS, solar.id)).Name).toBe(solar.Name);
    });
  });
});
