import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { CONSOLE_CHECKS, KIND_CHECKS } from './support/capability-checks.js';
import { Fixtures } from './support/capability-fixtures.js';
import { type Agent, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * /api/me's Can tells the truth: for each role, every flag it carries is compared with the
 * server's answer to the request it stands for (support/capability-checks.ts), made on fresh
 * content of someone else. The flags are read from the answer, so a flag without a check fails.
 */

const ROLES = ['anonymous', 'user', 'editor', 'mod', 'admin'] as const;
type Role = (typeof ROLES)[number];

type Flags = Record<string, boolean | Record<string, boolean>>;
interface Can {
  Kinds: Record<string, Flags>;
  Console: { Name: string; List: boolean; Create: boolean; Update: boolean; Delete: boolean }[];
}

/** A kind's flags as 'Flag' (a field's as 'Fields.Name'), with their values. */
function flagsOf(flags: Flags): [string, boolean][] {
  return Object.entries(flags).flatMap(([flag, value]) =>
    typeof value === 'boolean'
      ? [[flag, value] as [string, boolean]]
      : Object.entries(value).map(([field, may]) => [`Fields.${field}`, may] as [string, boolean]),
  );
}

/**
 * What the answer says: allowed (2xx), refused as the flag's false means (401 without an account,
 * else 403; deleted content is hidden as missing, 404), or anything else (a wrong check or a bug).
 */
function verdict(res: request.Response, role: Role, flag: string): string {
  if (res.status >= 200 && res.status < 300) return 'allowed';
  const refusal = flag === 'SeeDeleted' ? 404 : role === 'anonymous' ? 401 : 403;
  return res.status === refusal ? 'refused' : `${res.status} ${res.body.error}`;
}

/** A console refusal: the role's, or a verb the resource lacks (400, "cannot be ... in the console"). */
function consoleVerdict(res: request.Response, role: Role): string {
  if (res.status >= 200 && res.status < 300) return 'allowed';
  if (res.status === (role === 'anonymous' ? 401 : 403)) return 'refused';
  if (res.status === 400 && /cannot be .* in the console\.$/.test(res.body.error)) return 'refused';
  return `${res.status} ${res.body.error}`;
}

const DATA = '/api/admin/data';
/** Any id: a verb the resource lacks is refused before the record is looked for. */
const NO_RECORD = 'AAAAAAAAAAAA';

describe('capabilities: /api/me Can against what the server lets through', () => {
  let t: TestApp;
  let fx: Fixtures;
  const agents = {} as Record<Role, Agent>;

  beforeAll(async () => {
    // The job queue runs: the console's jobs resource has jobs to act on.
    t = await startTestApp({ jobQueue: true });
    fx = await Fixtures.start(t, (await userWithRole(t, 'admin')).agent);
    agents.anonymous = t.agent();
    for (const role of ROLES.slice(1))
      agents[role] = (await userWithRole(t, role as Exclude<Role, 'anonymous'>)).agent;
  }, 60_000);
  afterAll(() => t?.close());

  const canOf = async (role: Role): Promise<Can> => {
    const res = await agents[role].get('/api/me').query({ path: '/admin' });
    expect(res.status).toBe(200);
    return res.body.Can as Can;
  };

  // The unauthorised first: anonymous visitors, then each role up.
  describe.each(ROLES)('%s', (role) => {
    let can: Can;
    beforeAll(async () => {
      can = await canOf(role);
    });

    it('has a check for every kind and flag it is told about, and a flag for every check', () => {
      const told = Object.entries(can.Kinds).flatMap(([kind, flags]) =>
        flagsOf(flags).map(([flag]) => `${kind}.${flag}`),
      );
      const checked = Object.entries(KIND_CHECKS).flatMap(([kind, checks]) =>
        Object.keys(checks).map((flag) => `${kind}.${flag}`),
      );
      expect(told.sort()).toEqual(checked.sort());
    });

    it.each(Object.keys(KIND_CHECKS))('Kinds.%s: each flag as the server answers', async (kind) => {
      const wrong: string[] = [];
      for (const [flag, may] of flagsOf(can.Kinds[kind] ?? {})) {
        const check = KIND_CHECKS[kind][flag];
        if (!check) {
          wrong.push(`${kind}.${flag}: no check`);
          continue;
        }
        const got = verdict(await check(agents[role], fx), role, flag);
        if (got !== (may ? 'allowed' : 'refused')) wrong.push(`${kind}.${flag} is ${may}: ${got}`);
      }
      expect(wrong).toEqual([]);
    });

    it('Console: each resource it may open, with each flag, as /api/admin/data answers', async () => {
      const agent = agents[role];
      const wrong: string[] = [];
      for (const resource of can.Console) {
        const checks = CONSOLE_CHECKS[resource.Name];
        if (!checks) {
          wrong.push(`${resource.Name}: no check`);
          continue;
        }
        const base = `${DATA}/${resource.Name}`;
        const list = await agent.get(base);
        const record = checks.update ? await checks.update(fx) : { id: NO_RECORD, data: {} };
        const answers: Record<'List' | 'Create' | 'Update' | 'Delete', request.Response> = {
          List: list,
          Create: await agent.post(base).send({ body: { data: checks.create?.(fx) ?? {} } }),
          Update: await agent.post(`${base}/${record.id}`).send({
            body: { data: record.data, previousData: record.previousData ?? {} },
          }),
          Delete: await agent
            .post(`${base}/${checks.delete ? await checks.delete(fx) : NO_RECORD}/delete`)
            .send({ body: {} }),
        };
        for (const [flag, res] of Object.entries(answers)) {
          const may = resource[flag as keyof typeof answers];
          const got = consoleVerdict(res, role);
          if (got !== (may ? 'allowed' : 'refused'))
            wrong.push(`${resource.Name}.${flag} is ${may}: ${got}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('Console: every resource it is not given is refused, whatever the verb', async () => {
      const given = new Set(can.Console.map((r) => r.Name));
      const others = Object.keys(CONSOLE_CHECKS).filter((name) => !given.has(name));
      if (role === 'anonymous' || role === 'user') expect(given.size).toBe(0);
      for (const name of others) {
        const agent = agents[role];
        for (const res of [
          await agent.get(`${DATA}/${name}`),
          await agent.post(`${DATA}/${name}`).send({ body: { data: {} } }),
          await agent.post(`${DATA}/${name}/${NO_RECORD}/delete`).send({ body: {} }),
        ])
          expect([name, res.status]).toEqual([name, role === 'anonymous' ? 401 : 403]);
      }
    });
  });

  it('knows every console resource there is (an admin may open them all)', async () => {
    const names = (await canOf('admin')).Console.map((r) => r.Name);
    expect(names.sort()).toEqual(Object.keys(CONSOLE_CHECKS).sort());
  });
});
