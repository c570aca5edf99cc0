import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../backend/src/create-app.js';
import {
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../backend/src/database/embedded-postgres.js';
import { testConfig } from './support/test-app.js';

/** This file runs its own cluster, so it can stop the database under a running app. */
describe('when the database goes down', () => {
  let dir: string;
  let db: EmbeddedDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'opinions-down-'));
    db = await startEmbeddedPostgres({ dataDir: dir });
    app = await createApp({
      config: { ...testConfig(), pageCache: true },
      databaseUrl: db.url,
      web: false,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 with {error}, stays up, and recovers when the database is back', async () => {
    const http = app.getHttpServer();
    expect((await request(http).get('/api/health')).body).toEqual({
      Status: 'ok',
      UptimeSeconds: expect.any(Number),
      PageCache: 'listening',
    });
    expect((await request(http).get('/api/ready')).body).toEqual({
      Status: 'ready',
      Database: 'up',
    });

    await db.stop();
    const ready = await request(http).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      error: 'The database is unavailable right now; try again in a moment.',
    });
    // Liveness never asks the database: the process is up, so it says so.
    const health = await request(http).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ Status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const login = await request(http)
      .post('/api/login')
      .send({ body: { email: 'a@example.org', password: 'whatever it is' } });
    expect(login.status).toBe(503);
    expect(login.body.error).toMatch(/database is unavailable/);
    // A request carrying a session cookie fails in the session store, before any controller.
    const withCookie = await request(http)
      .get('/api/home')
      .set('Cookie', 'opinions.sid=s%3Aabc.def');
    expect([200, 503]).toContain(withCookie.status);
    expect(Object.keys(withCookie.body)).not.toContain('stack');

    db = await startEmbeddedPostgres({ dataDir: dir, port: db.port });
    const recovered = await request(http).get('/api/ready');
    expect(recovered.status).toBe(200);
    const signup = await request(http)
      .post('/api/signup')
      .send({
        body: {
          email: 'back@example.org',
          username: 'back_again',
          password: 'recovered and running',
        },
      });
    expect(signup.status).toBe(201);
  });
});
