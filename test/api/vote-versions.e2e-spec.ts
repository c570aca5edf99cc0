import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { edit, newArg, newConvo, newPos, text, userWithRole } from './support/opinion-map.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

let rewrites = 0;
/** A text that shares little with text()'s filler: a rewrite of the argument. */
function rewritten(): string {
  rewrites += 1;
  return `Rewrite ${rewrites}: `.padEnd(
    400,
    'Whole new reasoning, other evidence, changed claims. ',
  );
}

/** Votes tied to the version of the argument the voter read (issue 25, part 1). */
describe('votes on versions of an argument', () => {
  let t: TestApp;
  let author: Agent;
  let posId: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ agent: author } = await userWithRole(t));
    posId = await newPos(author, await newConvo(author));
  });
  afterAll(() => t.close());

  async function page(argId: string) {
    const res = await request(t.http).get('/api/arg/get').query({ argID: argId });
    expect(res.status).toBe(200);
    return res.body.Arg as { Version: string | null; Argument: string; Title: string };
  }

  async function editText(argId: string, field: string, value: string) {
    const old = (await page(argId)) as unknown as Record<string, string>;
    const res = await edit(author, 'arg', argId, 'ArgEditTextField', {
      FieldName: field,
      OldValue: old[field],
      NewValue: value,
    });
    expect(res.status).toBe(200);
    return res.body.RevID as string;
  }

  async function editMarked(argId: string, field: string, value: string) {
    const old = (await page(argId)) as unknown as Record<string, string>;
    const res = await author.post('/api/arg/edit').send({
      body: {
        argID: argId,
        action: {
          ActionName: 'ArgEditTextField',
          ArgsJSON: JSON.stringify({ FieldName: field, OldValue: old[field], NewValue: value }),
        },
        substantive: true,
      },
    });
    expect(res.status).toBe(200);
    return res.body.RevID as string;
  }

  /** An argument with a 400-character Argument (its version: that edit). */
  async function argWithText(): Promise<{ argId: string; body: string }> {
    const argId = await newArg(author, posId);
    const body = text(400, 'Argument');
    await editText(argId, 'Argument', body);
    return { argId, body };
  }

  const vote = (agent: Agent, argId: string, value: string, revID?: string) =>
    agent.post('/api/yourtake/submit').send({
      body: { argID: argId, question: 'agreement', value, ...(revID ? { revID } : {}) },
    });

  async function voters(argId: string, values: string[]): Promise<Agent[]> {
    const agents: Agent[] = [];
    for (const value of values) {
      const { agent } = await userWithRole(t);
      expect((await vote(agent, argId, value)).status).toBe(200);
      agents.push(agent);
    }
    return agents;
  }

  async function results(reader: Agent, argId: string, versions?: 'all' | 'current') {
    const res = await reader
      .get(`/api/yourtake/results/${argId}`)
      .query(versions ? { versions } : {});
    expect(res.status).toBe(200);
    return res.body as {
      Results: { Choice: string; Count: number }[];
      Total: number;
      Version: string | null;
      Versions: string;
      EarlierVersions: number;
    };
  }

  const counts = (body: { Results: { Choice: string; Count: number }[] }) =>
    Object.fromEntries(body.Results.filter((r) => r.Count > 0).map((r) => [r.Choice, r.Count]));

  describe('refusals', () => {
    it('shows no results, current or all, to anonymous readers', async () => {
      const { argId } = await argWithText();
      for (const query of [{}, { versions: 'all' }]) {
        const res = await request(t.http).get(`/api/yourtake/results/${argId}`).query(query);
        expect(res.status).toBe(401);
      }
    });

    it('refuses an unknown versions choice', async () => {
      const { argId } = await argWithText();
      const res = await author.get(`/api/yourtake/results/${argId}`).query({ versions: 'some' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'versions must be one of current, all.' });
    });

    it.each([
      [{ revID: 12 }, 'revID must be a revision id of this argument.'],
      [{ revID: 'not an id!' }, 'revID must be a revision id of this argument.'],
      [{ revID: 'a\u0000b' }, 'revID must not contain NUL characters.'],
    ])('refuses a vote with %j', async (extra, message) => {
      const { argId } = await argWithText();
      const res = await author.post('/api/yourtake/submit').send({
        body: { argID: argId, question: 'agreement', value: '2', ...extra },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });

    it('refuses a revision of another argument, or none', async () => {
      const { argId } = await argWithText();
      const other = await argWithText();
      const otherVersion = (await page(other.argId)).Version!;
      for (const revID of [otherVersion, 'nosuchrev123']) {
        const res = await vote(author, argId, '2', revID);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: `revID ${revID} is not a revision of this argument.` });
      }
      // Nothing was counted.
      expect((await results(author, argId, 'all')).Total).toBe(0);
    });

    it('refuses a diff from a revision of another argument, or of no argument', async () => {
      const { argId } = await argWithText();
      const other = await argWithText();
      const otherVersion = (await page(other.argId)).Version!;
      const wrong = await request(t.http)
        .get('/api/arg/changes')
        .query({ argID: argId, since: otherVersion });
      expect(wrong.status).toBe(400);
      const missing = await request(t.http)
        .get('/api/arg/changes')
        .query({ argID: 'nosuchargxx1', since: otherVersion });
      expect(missing.status).toBe(404);
      const malformed = await request(t.http)
        .get('/api/arg/changes')
        .query({ argID: argId, since: '../x' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: 'since must be a revision id of this argument.' });
    });

    it('refuses a substantive flag that is not a boolean', async () => {
      const { argId } = await argWithText();
      const res = await author.post('/api/arg/edit').send({
        body: {
          argID: argId,
          action: { ActionName: 'ArgEditTextField', ArgsJSON: '{}' },
          substantive: 'yes',
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'substantive must be true or false.' });
    });
  });

  it('starts a version at creation and at each substantive edit', async () => {
    const argId = await newArg(author, posId);
    const created = (await page(argId)).Version;
    expect(created).toMatch(/^[A-Za-z0-9_-]+$/);
    const [createdRev] = await t.sql<{ substantive: boolean }>(
      `SELECT substantive FROM revisions WHERE id = $1`,
      [created],
    );
    expect(createdRev.substantive).toBe(true);
    const revId = await editText(argId, 'Argument', text(300, 'Argument'));
    expect((await page(argId)).Version).toBe(revId);
  });

  it('a typo fix keeps the results on the same version', async () => {
    const { argId, body } = await argWithText();
    const version = (await page(argId)).Version;
    await voters(argId, ['1', '2', '2']);
    const fixed = body.replace('Argument', 'Argumemt').replace('lorem', 'lorme');
    const revId = await editText(argId, 'Argument', fixed);
    const [row] = await t.sql<{ substantive: boolean }>(
      'SELECT substantive FROM revisions WHERE id = $1',
      [revId],
    );
    expect(row.substantive).toBe(false);
    expect((await page(argId)).Version).toBe(version);
    const current = await results(author, argId);
    expect(current).toMatchObject({ Total: 3, Version: version, EarlierVersions: 0 });
    expect(counts(current)).toEqual({ '1': 1, '2': 2 });
    // A title fix too.
    const title = (await page(argId)).Title;
    await editText(argId, 'Title', `${title}.`);
    expect((await results(author, argId)).Total).toBe(3);
  });

  it('a substantive edit moves the default to the new version; all versions on request', async () => {
    const { argId } = await argWithText();
    const before = (await page(argId)).Version;
    await voters(argId, ['1', '2', '4']);
    const revId = await editText(argId, 'Argument', rewritten());
    expect((await page(argId)).Version).toBe(revId);
    expect(revId).not.toBe(before);
    const current = await results(author, argId);
    expect(current).toMatchObject({
      Total: 0,
      Version: revId,
      Versions: 'current',
      EarlierVersions: 3,
    });
    const all = await results(author, argId, 'all');
    expect(all).toMatchObject({ Total: 3, Version: revId, Versions: 'all', EarlierVersions: 3 });
    expect(counts(all)).toEqual({ '1': 1, '2': 1, '4': 1 });
    // A new vote without a revision counts for the current version.
    await voters(argId, ['5']);
    expect(counts(await results(author, argId))).toEqual({ '5': 1 });
    expect((await results(author, argId)).EarlierVersions).toBe(3);
  });

  it("an editor's mark makes a small change substantive", async () => {
    const { argId, body } = await argWithText();
    await voters(argId, ['3']);
    const revId = await editMarked(argId, 'Argument', body.replace('lorem', 'not lorem'));
    expect((await page(argId)).Version).toBe(revId);
    expect(await results(author, argId)).toMatchObject({ Total: 0, EarlierVersions: 1 });
  });

  it("a mark on a field votes don't rate changes no version", async () => {
    const { argId } = await argWithText();
    const version = (await page(argId)).Version;
    await editMarked(argId, 'Premises', text(150, 'Premises'));
    expect((await page(argId)).Version).toBe(version);
  });

  it('confirming moves exactly one rating to the current version', async () => {
    const { argId } = await argWithText();
    const old = (await page(argId)).Version!;
    const [first, second, third] = await voters(argId, ['2', '2', '4']);
    const now = await editText(argId, 'Argument', rewritten());
    const countRows = () =>
      t.sql<{ version: string; choice: string; count: number }>(
        `SELECT version, choice, count FROM vote_counts
          WHERE target_type = 'arg' AND target_id = $1 AND count > 0 ORDER BY version, choice`,
        [argId],
      );
    const ordered = (rows: { version: string; choice: string; count: number }[]) =>
      Object.fromEntries(
        rows.map((r) => [`${r.version === now ? 'now' : 'old'}/${r.choice}`, r.count]),
      );
    expect(ordered(await countRows())).toEqual({ 'old/2': 2, 'old/4': 1 });
    expect(old).not.toBe(now);

    // The voter sees that the argument changed since they rated it, and what changed.
    const take = async (agent: Agent) => {
      const res = await agent.get('/api/yourtake/list');
      expect(res.status).toBe(200);
      return (res.body.Takes as Record<string, unknown>[]).find((x) => x.TargetID === argId)!;
    };
    expect(await take(first)).toMatchObject({ RatedVersion: old, Version: now, Changed: true });
    const me = await first.get('/api/me').query({ path: `/a/${argId}` });
    expect(me.body.Votes).toEqual([
      { TargetType: 'arg', TargetID: argId, Question: 'agreement', Value: '2', Version: old },
    ]);
    const changes = await request(t.http)
      .get('/api/arg/changes')
      .query({ argID: argId, since: old });
    expect(changes.status).toBe(200);
    expect(changes.body.Version).toBe(now);
    expect(changes.body.Diff.map((d: { Field: string }) => d.Field)).toEqual(['Argument']);

    // Keep my rating: the same answer, on the current version.
    expect((await vote(first, argId, '2', now)).status).toBe(200);
    expect(ordered(await countRows())).toEqual({ 'old/2': 1, 'old/4': 1, 'now/2': 1 });
    const current = await results(author, argId);
    expect(current).toMatchObject({ Total: 1, EarlierVersions: 2 });
    expect((await results(author, argId, 'all')).Total).toBe(3);
    expect(await take(first)).toMatchObject({ RatedVersion: now, Version: now, Changed: false });
    expect(await take(second)).toMatchObject({ Changed: true });

    // Confirming again moves nothing; changing the rating is a normal vote.
    expect((await vote(first, argId, '2', now)).status).toBe(200);
    expect((await vote(third, argId, '1', now)).status).toBe(200);
    expect(ordered(await countRows())).toEqual({ 'old/2': 1, 'now/1': 1, 'now/2': 1 });

    // A vote naming the earlier version counts there (the voter read that one).
    const { agent: late } = await userWithRole(t);
    expect((await vote(late, argId, '5', old)).status).toBe(200);
    expect(ordered(await countRows())).toEqual({
      'old/2': 1,
      'old/5': 1,
      'now/1': 1,
      'now/2': 1,
    });
    const [history] = await t.sql<{ rev_id: string; version: string }>(
      `SELECT rev_id, version FROM votes WHERE target_id = $1 ORDER BY id DESC LIMIT 1`,
      [argId],
    );
    expect(history).toEqual({ rev_id: old, version: old });
  });

  it('a typo revision counts for the version it belongs to', async () => {
    const { argId, body } = await argWithText();
    const version = (await page(argId)).Version!;
    const typo = await editText(argId, 'Argument', body.replace('lorem', 'lorme'));
    const { agent } = await userWithRole(t);
    expect((await vote(agent, argId, '3', typo)).status).toBe(200);
    const [row] = await t.sql<{ version: string }>(
      `SELECT version FROM vote_latest WHERE target_id = $1`,
      [argId],
    );
    expect(row.version).toBe(version);
    expect((await results(author, argId)).Total).toBe(1);
  });

  it('an anonymous voter who signs up keeps the version they rated', async () => {
    const { argId } = await argWithText();
    const old = (await page(argId)).Version!;
    const visitor = t.agent();
    expect((await vote(visitor, argId, '4')).status).toBe(428);
    expect((await vote(visitor, argId, '4')).status).toBe(200);
    await editText(argId, 'Argument', rewritten());
    await visitor.post('/api/signup').send({
      body: {
        email: `v${Date.now()}@example.org`,
        username: `v${Date.now()}`,
        password: 'a perfectly long passphrase',
      },
    });
    const [row] = await t.sql<{ voter_key: string; version: string }>(
      `SELECT voter_key, version FROM vote_latest WHERE target_id = $1`,
      [argId],
    );
    expect(row.voter_key).toMatch(/^u:/);
    expect(row.version).toBe(old);
    expect(await results(author, argId, 'all')).toMatchObject({ Total: 1, EarlierVersions: 1 });
  });
});
