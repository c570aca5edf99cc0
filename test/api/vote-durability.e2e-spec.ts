import { execFile } from 'node:child_process';
import { readFile, readlink, rm, stat, mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { createApp } from '../../backend/src/create-app.js';
import {
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../backend/src/database/embedded-postgres.js';
import { testConfig } from './support/test-app.js';

const run = promisify(execFile);

/**
 * Stops the cluster as a power cut would stop its disk: `pg_ctl stop -m immediate` (the
 * postmaster and every backend quit at once, nothing more is written; the next start replays the
 * WAL). pg_ctl is the one beside the running postgres program, run as the cluster's owner
 * (PostgreSQL refuses root; as root the cluster belongs to the `postgres` user).
 */
async function stopImmediately(clusterDir: string): Promise<void> {
  const pid = Number(
    (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  const pgCtl = path.join(path.dirname(await readlink(`/proc/${pid}/exe`)), 'pg_ctl');
  const owner = await stat(clusterDir);
  await run(pgCtl, ['stop', '-m', 'immediate', '-w', '-D', clusterDir], {
    uid: owner.uid,
    gid: owner.gid,
  });
}

const VOTERS = 25;
const ARGS = 5;
const QUESTIONS = ['agreement', 'convincing', 'disagree', 'consider'] as const;
/** Requests in flight at once. */
const CONCURRENCY = 50;
const LONG = (s: string) => s.padEnd(170, '.');

interface Ballot {
  cookie: string;
  uid: string;
  argID: string;
  question: (typeof QUESTIONS)[number];
  value: string;
}

/** This file runs its own cluster, so it can stop the database abruptly under a running app. */
describe('an acknowledged vote', () => {
  let dir: string;
  let db: EmbeddedDatabase;
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-durable-'));
    db = await startEmbeddedPostgres({ dataDir: dir });
    app = await createApp({
      config: testConfig(),
      databaseUrl: db.url,
      web: false,
      logger: false,
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function post(path: string, body: object, cookie?: string) {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ body }),
    });
    return { res, body: (await res.json()) as Record<string, unknown> };
  }

  async function signup(name: string): Promise<{ cookie: string; uid: string }> {
    const { res, body } = await post('/api/signup', {
      email: `${name}@example.org`,
      username: name,
      password: 'a perfectly long passphrase',
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(body)}`);
    return {
      cookie: res.headers.get('set-cookie')!.split(';')[0],
      uid: (body.User as { uid: string }).uid,
    };
  }

  it('survives PostgreSQL stopped with -m immediate right after the last acknowledgement', async () => {
    const author = await signup('durableauthor');
    const convoID = (
      await post(
        '/api/convo/new',
        { title: 'Is a vote kept once it is answered?', description: LONG('Durability') },
        author.cookie,
      )
    ).body.ConvoID as string;
    const posID = (
      await post('/api/pos/new', { convoID, title: 'Yes, always kept' }, author.cookie)
    ).body.PosID as string;
    const argIds: string[] = [];
    for (let i = 0; i < ARGS; i++) {
      const { body } = await post(
        '/api/arg/new',
        { posID, title: `Kept reason ${i}`, description: LONG(`Because ${i}`) },
        author.cookie,
      );
      argIds.push(body.ArgID as string);
    }
    const voters = [];
    for (let i = 0; i < VOTERS; i++) voters.push(await signup(`durablevoter${i}`));

    // Every voter answers every question on every argument: 500 ballots, none of them a re-vote.
    const ballots: Ballot[] = [];
    for (const [v, voter] of voters.entries())
      for (const [a, argID] of argIds.entries())
        for (const question of QUESTIONS)
          ballots.push({
            ...voter,
            argID,
            question,
            value: question === 'agreement' ? String(1 + ((v + a) % 5)) : `b${ballots.length}`,
          });
    expect(ballots).toHaveLength(500);
    // Interleaved, so each moment's requests come from many voters on many arguments.
    ballots.sort((x, y) => (x.value + x.uid < y.value + y.uid ? -1 : 1));

    const acknowledged: Ballot[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ballots.length) {
          const b = ballots[next++];
          const { res } = await post(
            '/api/yourtake/submit',
            { argID: b.argID, question: b.question, value: b.value },
            b.cookie,
          );
          if (res.status >= 200 && res.status < 300) acknowledged.push(b);
        }
      }),
    );
    // No await between the last acknowledgement and the stop but the stop itself.
    await stopImmediately(db.clusterDir);
    expect(acknowledged).toHaveLength(500);

    db = await startEmbeddedPostgres({ dataDir: dir, port: db.port });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    let stored: Set<string>;
    try {
      const { rows } = await client.query<{
        voter_key: string;
        target_id: string;
        question: string;
        value: string;
      }>(`SELECT voter_key, target_id, question, value FROM votes WHERE target_id = ANY($1)`, [
        argIds,
      ]);
      stored = new Set(rows.map((r) => `${r.voter_key} ${r.target_id} ${r.question} ${r.value}`));
    } finally {
      await client.end();
    }
    const lost = acknowledged
      .map((b) => `u:${b.uid} ${b.argID} ${b.question} ${b.value}`)
      .filter((ballot) => !stored.has(ballot));
    if (lost.length > 0)
      console.log(`${lost.length} of ${acknowledged.length} acknowledged votes were lost`);
    expect(lost).toHaveLength(0);
  }, 120_000);
});
