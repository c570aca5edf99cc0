/**
 * docker-compose.yml's production shape started from installed packages on this machine, then
 * smoke-tested through its front door: a PostgreSQL primary and a streaming replica (the embedded
 * binaries), two app processes (one runs the job workers, one is web-only), Varnish in front of
 * both (deploy/varnish) and nginx in front of Varnish (deploy/nginx.conf).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../backend/src/database/embedded-postgres.js';
import {
  type AppProcess,
  freePort,
  runAppRoleScript,
  spawnApp,
  withCredentials,
} from '../api/support/app-processes.js';
import { startStreamingReplica } from '../api/support/streaming-replica.js';
import { startVarnish } from '../api/support/varnish.js';
import { startNginx } from './nginx.js';
import { type Shape, smokeSteps } from './smoke.js';

const ROLE = {
  app_user: 'opinions_app',
  app_password: 'prod-shape app password',
  app_db: 'opinions_app',
};

describe('the production shape, through nginx', () => {
  let dir: string;
  const stops: (() => Promise<void>)[] = [];
  const apps: AppProcess[] = [];
  let shape: Shape | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-prod-shape-'));
    // Run as root, PostgreSQL, Varnish and nginx drop to their own users: they pass through it.
    await chmod(dir, 0o711);
    const primary = await startEmbeddedPostgres({ dataDir: path.join(dir, 'primary') });
    stops.push(() => primary.stop());
    await runAppRoleScript(primary.url, ROLE);
    const replica = await startStreamingReplica({
      primaryUrl: primary.url,
      dir: path.join(dir, 'replica'),
    });
    stops.push(() => replica.destroy());

    const asApp = (url: string) =>
      withCredentials(url, ROLE.app_user, ROLE.app_password, ROLE.app_db);
    const varnishPort = await freePort();
    const env = {
      DATABASE_URL: asApp(primary.url),
      DATABASE_REPLICA_URLS: asApp(replica.url),
      EDGE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
      SESSION_SECRET: 'prod-shape session secret of some length',
    };
    apps.push(
      ...(await Promise.all([
        spawnApp('A', { ...env, JOB_WORKERS: '1' }),
        spawnApp('B', { ...env, JOB_WORKERS: '0' }),
      ])),
    );
    for (const app of apps) stops.push(() => app.stop());
    const varnish = await startVarnish({
      port: varnishPort,
      backends: apps.map((app) => app.url),
    });
    stops.push(() => varnish.stop());
    const nginx = await startNginx(
      process.cwd(),
      path.join(dir, 'nginx'),
      await freePort(),
      `127.0.0.1:${varnishPort}`,
    );
    stops.push(() => nginx.stop());

    shape = {
      front: nginx.url,
      apps,
      async replicaClients() {
        const client = new pg.Client({ connectionString: replica.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: string }>(
            // The apps' replica pools name themselves (database/read-replicas.ts).
            `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'opinions-replica'`,
          );
          return Number(rows[0].n);
        } finally {
          await client.end();
        }
      },
      stopReplica: () => replica.stop(),
    };
  }, 300_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 120_000);

  // The steps depend on each other: after a failure the rest are skipped.
  let failed = false;
  const steps = smokeSteps({
    get front() {
      return shape!.front;
    },
    get apps() {
      return shape!.apps;
    },
    replicaClients: () => shape!.replicaClients(),
    stopReplica: () => shape!.stopReplica(),
  });
  for (const step of steps) {
    it(step.name, async () => {
      if (failed) throw new Error('an earlier step failed');
      try {
        await step.run();
      } catch (error) {
        failed = true;
        for (const app of apps)
          console.log(`--- app ${app.name}'s log (its end)\n${app.logs().slice(-4000)}`);
        throw error;
      }
    });
  }
});
