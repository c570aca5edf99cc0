import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../backend/src/create-app.js';
import { signup, startTestApp, testConfig, type TestApp } from './support/test-app.js';

const DESCRIPTION = 'A question long enough for the rules: '.padEnd(170, 'x');

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function securityHeadersOf(res: request.Response): Record<string, string | undefined> {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers[name]]));
}

describe('security headers', () => {
  let t: TestApp;
  let untrusting: INestApplication;
  let convoId: string;

  beforeAll(async () => {
    t = await startTestApp({ pageCache: true });
    // Behind a proxy at another address: this client's X-Forwarded-Proto must not be believed.
    untrusting = await createApp({
      config: testConfig({ trustProxy: '10.0.0.1' }),
      databaseUrl: t.databaseUrl,
      web: false,
      logger: false,
    });
    const writer = t.agent();
    await signup(writer);
    const created = await writer.post('/api/convo/new').send({
      body: { title: 'Should headers be the same on every answer?', description: DESCRIPTION },
    });
    convoId = created.body.ConvoID;
  });
  afterAll(async () => {
    await untrusting.close();
    await t.close();
  });

  const read = (server = t.http) =>
    request(server).get('/api/convo/get').query({ convoID: convoId });

  it('sends no HSTS when a client that is not a trusted proxy claims https', async () => {
    const res = await request(untrusting.getHttpServer())
      .get('/api/home')
      .set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('sends no HSTS over plain http, from the app or from the cache', async () => {
    await read();
    const hit = await read();
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['strict-transport-security']).toBeUndefined();
    expect((await request(t.http).get('/api/home')).headers['strict-transport-security']).toBe(
      undefined,
    );
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const rendered = await request(t.http).get('/api/home').set('X-Forwarded-Proto', 'https');
    expect(rendered.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const hit = await read().set('X-Forwarded-Proto', 'https');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('forbids framing, sniffing and foreign scripts', async () => {
    const res = await request(t.http).get('/api/home');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("lets pages show images from other https sites (link cards' images and icons), no more", async () => {
    const csp = (await request(t.http).get('/api/home')).headers['content-security-policy'];
    expect(csp).toMatch(/(^|;)img-src 'self' data: https:(;|$)/);
  });

  // Pages need the front-end build: test/e2e/security-headers.e2e.ts checks them in a browser.
  it('sends the same headers on every answer: API, errors, docs and cache hits', async () => {
    const fresh = await request(t.http).get('/api/convo/get').query({ convoID: 'nosuchconvo1' });
    expect(fresh.status).toBe(404);
    const expected = securityHeadersOf(await request(t.http).get('/api/home'));
    await read();
    const answers = {
      miss: await request(t.http).get('/api/category/list'),
      hit: await read(),
      notFound: fresh,
      refused: await request(t.http)
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"body": '),
      unauthorised: await request(t.http).post('/api/convo/new').send({ body: {} }),
      docs: await request(t.http).get('/api/docs/'),
      openapi: await request(t.http).get('/api/docs/openapi.json'),
    };
    expect(answers.hit.headers['x-page-cache']).toBe('hit');
    expect(answers.refused.status).toBe(400);
    expect(answers.unauthorised.status).toBe(401);
    expect(answers.docs.status).toBe(200);
    for (const [name, res] of Object.entries(answers)) {
      expect([name, securityHeadersOf(res)]).toEqual([name, expected]);
    }
  });
});
