import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await request(t.http).get('/api/no/such/thing?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'There is no API endpoint GET /api/no/such/thing.' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await request(t.http)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"body": {');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it.each([
    ['a bare object', { email: 'a@b.org', password: 'x' }],
    ['an array', [1, 2]],
    ['a non-object body', { body: 'text' }],
    ['a null body', { body: null }],
  ])('refuses %s without the {"body": ...} envelope', async (_name, payload) => {
    const res = await request(t.http)
      .post('/api/login')
      .send(payload as object);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/\{"body": \{\.\.\.\}\}/);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await request(t.http)
      .post('/api/login')
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/Content-Type: application\/json/);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await request(t.http)
      .post('/api/login')
      .send({ body: { email: 'a'.repeat(1_100_000), password: 'x' } });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
  });

  it('refuses a cross-site POST with 403 and accepts a same-origin one', async () => {
    const cross = await request(t.http)
      .post('/api/logout')
      .set('Origin', 'https://evil.example')
      .send({ body: {} });
    expect(cross.status).toBe(403);
    expect(cross.body.error).toMatch(/Cross-site/);
    const fetchSite = await request(t.http)
      .post('/api/logout')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ body: {} });
    expect(fetchSite.status).toBe(403);
    const same = await request(t.http)
      .post('/api/logout')
      .set('Host', 'opinions.example')
      .set('Origin', 'https://opinions.example')
      .send({ body: {} });
    expect(same.status).toBe(200);
  });

  it('names the field and the rule in validation errors', async () => {
    const res = await request(t.http)
      .post('/api/signup')
      .send({ body: { email: 'nope', username: 'abc', password: 'long enough password' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'email must be a valid email address.' });
  });

  it('refuses unknown fields and wrong types', async () => {
    const extra = await request(t.http)
      .post('/api/login')
      .send({ body: { email: 'a@b.org', password: 'x', admin: true } });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ error: 'Unknown field "admin".' });
    const wrongType = await request(t.http)
      .post('/api/login')
      .send({ body: { email: 42, password: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/^email must be/);
  });

  it('never leaks a stack trace in an error', async () => {
    const res = await request(t.http)
      .post('/api/login')
      .send({ body: { email: ['x'], password: { a: 1 } } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(Object.keys(res.body)).toEqual(['error']);
  });

  it('tags every response with a request id, echoing a sane incoming one', async () => {
    const fresh = await request(t.http).get('/api/home');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(t.http).get('/api/home').set('X-Request-Id', 'abcdef123456');
    expect(echoed.headers['x-request-id']).toBe('abcdef123456');
    const hostile = await request(t.http)
      .get('/api/home')
      .set('X-Request-Id', '<script>alert(1)</script>');
    expect(hostile.headers['x-request-id']).not.toContain('<');
  });

  it('serves the OpenAPI document with the envelope and error shape', async () => {
    const res = await request(t.http).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const login = res.body.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['body']);
    expect(login.responses.default.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ApiErrorDto',
    );
    const ui = await request(t.http).get('/api/docs');
    expect(ui.status).toBe(200);
  });

  it('does not set a session cookie for anonymous readers', async () => {
    const res = await request(t.http).get('/api/home');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toEqual({ User: null, edit: false, role: null, uid: null, username: null });
  });
});
