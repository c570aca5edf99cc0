import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import type { AppExtensions } from '../../../backend/src/app.module.js';
import type { AppConfig } from '../../../backend/src/config/config.js';
import { createApp } from '../../../backend/src/create-app.js';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<INestApplication['getHttpServer']>;
  databaseUrl: string;
  /** A fresh cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 3000,
    host: '127.0.0.1',
    dataDir: '/tmp/opinions-test-data',
    databaseUrl: undefined,
    databaseReplicaUrls: [],
    replicaMaxLagSeconds: 5,
    readYourWritesSeconds: 10,
    sessionSecret: 'test-secret-test-secret-test-secret',
    admin: undefined,
    seedDemo: false,
    // Most files sign up many users from one address; the rate-limit tests pass factor 1.
    rateLimitFactor: 100,
    logLevel: 'silent',
    trustProxy: 'loopback',
    publicUrl: 'http://localhost:3000',
    // Tests that change rows with SQL would see cached reads; the cache has its own test file.
    pageCache: false,
    // Each file's database would install the queue's schema; the job tests start it themselves.
    jobQueue: false,
    jobWorkers: true,
    // No scheduled job (the hourly clean-ups) runs in the middle of a test: tests run them.
    jobSchedules: false,
    pageCacheMaxBytes: 64 * 1024 * 1024,
    pageCacheTtlSeconds: 60,
    edgePurgeUrls: [],
    sitemapChunkSize: 10_000,
    // Tests that read the sitemap after a change rebuild it themselves (or set a short delay).
    sitemapRebuildSeconds: 3600,
    // Sessions too: tests that change accounts with SQL must not race the change notice.
    sessionCache: false,
    // Mail goes to <dataDir>/outbox unless a test starts an SMTP server (support/smtp-inbox.ts).
    smtpUrl: undefined,
    mailFrom: 'Opinion Encyclopedia <no-reply@localhost>',
    ...overrides,
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Clones the migrated template into a database of this file's own and starts the app on it. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  extensions?: AppExtensions,
): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set: run through the api jest project.');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_TEMPLATE_DB}`);
  const databaseUrl = withDatabase(base, name);
  const app = await createApp({
    config: testConfig(overrides),
    databaseUrl,
    web: false,
    logger: false,
    extensions,
  });
  const http = app.getHttpServer();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    app,
    http,
    databaseUrl,
    agent: () => request.agent(http),
    async sql<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    async close() {
      await pool.end();
      await app.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let counter = 0;

/** A unique, valid sign-up body. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${counter}${randomBytes(2).toString('hex')}`;
  return { email: `${tag}@example.org`, username: tag, password: 'a perfectly long passphrase' };
}

export async function signup(agent: ReturnType<typeof request.agent>, account = newAccount()) {
  const res = await agent.post('/api/signup').send({ body: account });
  if (res.status !== 201)
    throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...account, uid: res.body.User.uid as string };
}
