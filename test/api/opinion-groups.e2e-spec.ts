import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import {
  OPINION_GROUPS_JOB,
  OpinionGroupsService,
} from '../../backend/src/opinion-groups/opinion-groups.service.js';
import {
  adjustedRandIndex,
  plantedCamps,
  type PlantedAnswer,
} from '../../backend/src/opinion-groups/planted-camps.js';
import { expectError } from './support/api-checks.js';
import { eventually } from './support/app-processes.js';
import {
  type Agent,
  deleteArtifact,
  newArg,
  newConvo,
  newPos,
  userWithRole,
} from './support/opinion-map.js';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(90_000);

/** A question with two sides of five arguments each and one argument both sides may accept. */
async function plantedQuestion(author: Agent) {
  const convoId = await newConvo(author);
  const positions: [string, string] = [
    await newPos(author, convoId),
    await newPos(author, convoId),
  ];
  const sides: [string[], string[]] = [[], []];
  for (const side of [0, 1])
    for (let n = 0; n < 5; n += 1) sides[side].push(await newArg(author, positions[side]));
  const bridging = await newArg(author, positions[0]);
  return { convoId, positions, sides, bridging };
}

/** Writes generated latest votes as the vote path leaves them (vote_latest), in batches. */
async function insertVotes(t: TestApp, answers: Iterable<PlantedAnswer>) {
  let batch: PlantedAnswer[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await t.sql(
      `INSERT INTO vote_latest (target_type, target_id, voter_key, question, value, modified)
       SELECT tt, ti, vk, q, v, now()
         FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[])
           AS x(tt, ti, vk, q, v)`,
      [
        batch.map((a) => a.targetType),
        batch.map((a) => a.targetId),
        batch.map((a) => a.voterKey),
        batch.map((a) => a.question),
        batch.map((a) => a.value),
      ],
    );
    batch = [];
  };
  for (const answer of answers) {
    batch.push(answer);
    if (batch.length === 5000) await flush();
  }
  await flush();
}

const groupsOf = (t: TestApp, convoId: string) =>
  request(t.http).get('/api/convo/groups').query({ convoID: convoId });

describe('opinion groups', () => {
  let t: TestApp;
  let author: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    author = t.agent();
    await signup(author);
    admin = (await userWithRole(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  describe('refusals', () => {
    it('is a public read (anonymous readers get it): no sign-in is asked for', async () => {
      const convoId = await newConvo(author);
      const res = await groupsOf(t, convoId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ConvoID: convoId,
        ComputedAt: null,
        Voters: 0,
        Bridging: [],
        Groups: [],
      });
    });

    it.each([
      ['missing', {}],
      ['not an id', { convoID: 'not an id!' }],
      ['too long', { convoID: 'x'.repeat(5000) }],
      ['a NUL', { convoID: 'abc\u0000def' }],
      ['two values', { convoID: ['abcdefabcdef', 'abcdefabcdef'] }],
    ])('refuses a convoID that is %s with 400', async (_label, query) => {
      expectError(await request(t.http).get('/api/convo/groups').query(query), 400, /convoID/);
    });

    it('answers 404 for an unknown question and a deleted one', async () => {
      expectError(await groupsOf(t, 'abcdefabcdef'), 404, /no question/);
      const convoId = await newConvo(author);
      expect((await deleteArtifact(admin, 'convo', convoId)).status).toBe(200);
      expectError(await groupsOf(t, convoId), 404, /no question/);
      expect(await t.app.get(OpinionGroupsService).computeFor(convoId)).toBeNull();
    });
  });

  describe('computing now (admins)', () => {
    const compute = (agent: Agent | ReturnType<typeof request>, convoID: unknown) =>
      agent.post('/api/convo/groups/compute').send({ body: { convoID } });

    it('refuses anonymous visitors (401) and members who are not admins (403)', async () => {
      const convoId = await newConvo(author);
      expectError(await compute(request(t.http), convoId), 401);
      expectError(await compute(author, convoId), 403);
      expectError(await compute((await userWithRole(t, 'editor')).agent, convoId), 403);
      expect(await t.sql('SELECT 1 FROM opinion_groups WHERE convo_id = $1', [convoId])).toEqual(
        [],
      );
    });

    it('refuses a bad convoID (400) and an unknown question (404)', async () => {
      expectError(await compute(admin, 'not an id!'), 400, /convoID/);
      expectError(await compute(admin, ['abcdefabcdef']), 400, /convoID/);
      expectError(await compute(admin, 'abcdefabcdef'), 404, /no question/);
    });

    it('computes and stores the groups for an admin', async () => {
      const question = await plantedQuestion(author);
      await insertVotes(
        t,
        plantedCamps({ ...question, voters: 50, seed: 5, prefix: 'a:now' }).answers(),
      );
      const res = await compute(admin, question.convoId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ConvoID: question.convoId, Requested: true });
      expect((await groupsOf(t, question.convoId)).body.ComputedAt).not.toBeNull();
    });
  });

  describe('two planted camps and a bridging argument', () => {
    let question: Awaited<ReturnType<typeof plantedQuestion>>;
    let camps: Map<string, number>;
    let voters: Agent[];
    let first: Map<string, string>;

    beforeAll(async () => {
      question = await plantedQuestion(author);
      const planted = plantedCamps({ ...question, voters: 300, seed: 25 });
      camps = planted.camps;
      await insertVotes(t, planted.answers());
      // Two voters of camp 0 through the real vote path too.
      voters = [];
      for (let v = 0; v < 2; v += 1) {
        const agent = t.agent();
        const { uid } = await signup(agent);
        camps.set(`u:${uid}`, 0);
        voters.push(agent);
        const rate = async (argID: string, value: string) =>
          expect(
            (
              await agent
                .post('/api/yourtake/submit')
                .send({ body: { argID, question: 'agreement', value } })
            ).status,
          ).toBe(200);
        for (const argID of question.sides[0]) await rate(argID, '1');
        for (const argID of question.sides[1]) await rate(argID, '5');
        await rate(question.bridging, '2');
        expect(
          (
            await agent.post('/api/yourtakeconvo/submit').send({
              body: { convoID: question.convoId, value: question.positions[0] },
            })
          ).status,
        ).toBe(200);
      }
    });

    it('recovers the camps (adjusted Rand index >= 0.9) and ranks the bridging argument first', async () => {
      const analysis = (await t.app.get(OpinionGroupsService).analyseFor(question.convoId))!;
      expect(analysis.k).toBe(2);
      first = analysis.assignments;
      const keys = [...first.keys()];
      expect(keys.length).toBeGreaterThan(250);
      const ari = adjustedRandIndex(
        keys.map((k) => camps.get(k)),
        keys.map((k) => first.get(k)),
      );
      expect(ari).toBeGreaterThanOrEqual(0.9);
      expect(analysis.consensus[0].argId).toBe(question.bridging);
      // The voters of the real vote path sit with camp 0's voters.
      const campZero = [...first].filter(([k]) => camps.get(k) === 0 && !k.startsWith('u:'));
      const zero =
        campZero.filter(([, label]) => label === 'A').length * 2 > campZero.length ? 'A' : 'B';
      for (const key of camps.keys()) if (key.startsWith('u:')) expect(first.get(key)).toBe(zero);
    });

    it('answers aggregates only: the bridging argument first, each group with its size and arguments', async () => {
      const res = await groupsOf(t, question.convoId);
      expect(res.status).toBe(200);
      expect(res.body.Bridging[0]).toBe(question.bridging);
      expect(res.body.ComputedAt).not.toBeNull();
      expect(res.body.Groups.map((g: { Label: string }) => g.Label)).toEqual(['A', 'B']);
      const sizes = res.body.Groups.map((g: { Voters: number }) => g.Voters);
      expect(sizes.every((n: number) => n >= 10)).toBe(true);
      expect(sizes.reduce((a: number, b: number) => a + b, 0)).toBe(res.body.Voters);
      const sideOf = (argId: string) => question.sides.findIndex((s) => s.includes(argId));
      for (const group of res.body.Groups as {
        Representative: { ArgID: string; Stance: string }[];
      }[]) {
        expect(group.Representative.length).toBeGreaterThan(0);
        expect(group.Representative.length).toBeLessThanOrEqual(3);
        // A group's arguments are one side's, agreed with, or the other side's, disagreed with.
        const agreed = group.Representative.map((r) =>
          r.Stance === 'agree' ? sideOf(r.ArgID) : 1 - sideOf(r.ArgID),
        );
        expect(new Set(agreed).size).toBe(1);
      }
      // Nobody's vote nor group is in the answer, nor in what is stored.
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/plant|u:|a:/);
      const [stored] = await t.sql<{ row: string }>(
        'SELECT row_to_json(o)::text AS row FROM opinion_groups o WHERE convo_id = $1',
        [question.convoId],
      );
      expect(stored.row).not.toMatch(/plant|"u:|"a:/);
    });

    it('changes fewer than 10% of the assignments when 5% of the voters leave, keeping the labels', async () => {
      const gone = [...first.keys()].filter((_, i) => i % 20 === 3);
      await t.sql('DELETE FROM vote_latest WHERE voter_key = ANY($1::varchar[])', [gone]);
      const analysis = (await t.app.get(OpinionGroupsService).analyseFor(question.convoId))!;
      expect(analysis.k).toBe(2);
      let changed = 0;
      for (const [voter, label] of analysis.assignments)
        if (first.get(voter) !== label) changed += 1;
      expect(analysis.assignments.size).toBe(first.size - gone.length);
      expect(changed / analysis.assignments.size).toBeLessThan(0.1);
    });

    it('leaves out an argument deleted since the computation', async () => {
      expect((await deleteArtifact(admin, 'arg', question.bridging)).status).toBe(200);
      const res = await groupsOf(t, question.convoId);
      expect(res.body.Bridging).not.toContain(question.bridging);
    });
  });

  it('shows no groups while one has fewer than 10 voters, but still the arguments that convince across them', async () => {
    const question = await plantedQuestion(author);
    const planted = plantedCamps({
      ...question,
      voters: 40,
      share: 0.93,
      seed: 4,
      prefix: 'a:few',
    });
    await insertVotes(t, planted.answers());
    const stored = (await t.app.get(OpinionGroupsService).computeFor(question.convoId))!;
    expect(stored.groups.some((g) => g.size < 10)).toBe(true);
    const res = await groupsOf(t, question.convoId);
    expect(res.body.Groups).toEqual([]);
    expect(res.body.Voters).toBe(stored.voters);
    expect(res.body.Bridging).toEqual(
      stored.consensus
        .filter((c) => c.score > 0.5)
        .slice(0, 5)
        .map((c) => c.argId),
    );
  });

  it('counts only voters with at least 3 ratings, and makes nothing of fewer than 10', async () => {
    const question = await plantedQuestion(author);
    const answers: PlantedAnswer[] = [];
    for (let v = 0; v < 12; v += 1)
      for (const argId of question.sides[0].slice(0, v < 9 ? 3 : 2))
        answers.push({
          voterKey: `a:sparse${v}`,
          targetType: 'arg',
          targetId: argId,
          question: 'agreement',
          value: '1',
        });
    await insertVotes(t, answers);
    const stored = (await t.app.get(OpinionGroupsService).computeFor(question.convoId))!;
    expect(stored).toMatchObject({ voters: 9, k: 0, groups: [], consensus: [] });
    expect((await groupsOf(t, question.convoId)).body).toMatchObject({ Voters: 9, Bridging: [] });
  });
});

describe('opinion groups job', () => {
  let t: TestApp;
  let author: Agent;

  beforeAll(async () => {
    // With the page cache: a kept answer must be dropped by the computation's notice.
    t = await startTestApp({ jobQueue: true, pageCache: true });
    author = t.agent();
    await signup(author);
  });
  afterAll(() => t.close());

  it('keeps one waiting computation per question however often it is asked for', async () => {
    const convoId = await newConvo(author);
    const service = t.app.get(OpinionGroupsService);
    await service.requestFor([convoId, convoId], 3600);
    await service.requestFor([convoId], 3600);
    const rows = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state = 'created'`,
      [OPINION_GROUPS_JOB, convoId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('computes and stores a question asked for, after the settle delay', async () => {
    const question = await plantedQuestion(author);
    await insertVotes(
      t,
      plantedCamps({ ...question, voters: 120, seed: 9, prefix: 'a:job' }).answers(),
    );
    await t.app.get(OpinionGroupsService).requestFor([question.convoId], 0);
    expect(
      await eventually(
        async () => (await groupsOf(t, question.convoId)).body.ComputedAt !== null,
        400,
      ),
    ).toBe(true);
    const res = await groupsOf(t, question.convoId);
    expect(res.body.Bridging[0]).toBe(question.bridging);
    expect(res.body.Groups).toHaveLength(2);
  });

  it('drops a kept answer when a computation stores new groups (its read key)', async () => {
    const question = await plantedQuestion(author);
    expect((await groupsOf(t, question.convoId)).body.ComputedAt).toBeNull();
    // A row written behind the cache's back (no notice) is not seen: the answer was kept.
    await t.sql(
      `INSERT INTO opinion_groups (convo_id, computed_at, voters, k, groups, consensus)
       VALUES ($1, now(), 0, 0, '[]', '[]')`,
      [question.convoId],
    );
    expect((await groupsOf(t, question.convoId)).body.ComputedAt).toBeNull();
    await insertVotes(
      t,
      plantedCamps({ ...question, voters: 60, seed: 11, prefix: 'a:kept' }).answers(),
    );
    await t.app.get(OpinionGroupsService).computeFor(question.convoId);
    const res = await groupsOf(t, question.convoId);
    expect(res.body.ComputedAt).not.toBeNull();
    expect(res.body.Voters).toBeGreaterThan(40);
  });
});
