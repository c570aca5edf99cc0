import { describe, expect, it, jest } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import {
  refuseCrossSite,
  refuseDeepJson,
  refuseUnsafeText,
  requireJsonBody,
  unwrapEnvelope,
} from './request-guards.middleware.js';

function fakeReq(init: {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  path?: string;
  contentType?: string;
  query?: Record<string, unknown>;
}) {
  const headers = { host: 'site.example', ...init.headers } as Record<string, string>;
  if (init.contentType) headers['content-type'] = init.contentType;
  return {
    method: init.method ?? 'POST',
    headers,
    body: init.body,
    baseUrl: '/api',
    path: init.path ?? '/login',
    query: init.query ?? {},
    is: (type: string) => (init.contentType?.startsWith(type) ? type : false),
  } as unknown as Request;
}

function fakeRes() {
  const res = { statusCode: 200, payload: undefined as unknown };
  const api = {
    status(code: number) {
      res.statusCode = code;
      return api;
    },
    json(payload: unknown) {
      res.payload = payload;
      return api;
    },
  };
  return { res, api: api as unknown as Response };
}

function run(middleware: (req: Request, res: Response, next: NextFunction) => void, req: Request) {
  const { res, api } = fakeRes();
  const next = jest.fn();
  middleware(req, api, next as unknown as NextFunction);
  return { res, next };
}

describe('refuseCrossSite', () => {
  it('lets safe methods and same-origin writes through', () => {
    expect(
      run(refuseCrossSite, fakeReq({ method: 'GET', headers: { origin: 'https://evil.example' } }))
        .next,
    ).toHaveBeenCalled();
    expect(
      run(refuseCrossSite, fakeReq({ headers: { origin: 'https://site.example' } })).next,
    ).toHaveBeenCalled();
    expect(run(refuseCrossSite, fakeReq({})).next).toHaveBeenCalled();
  });

  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'https://site.example.evil.example' },
    { 'sec-fetch-site': 'cross-site' },
  ])('refuses %j with 403', (headers) => {
    const { res, next } = run(refuseCrossSite, fakeReq({ headers }));
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(403);
    expect(res.payload).toEqual({ error: expect.stringMatching(/Cross-site/) });
  });
});

describe('requireJsonBody', () => {
  it('accepts JSON, bodiless writes and multipart uploads', () => {
    expect(
      run(
        requireJsonBody,
        fakeReq({ contentType: 'application/json', headers: { 'content-length': '10' } }),
      ).next,
    ).toHaveBeenCalled();
    expect(
      run(requireJsonBody, fakeReq({ headers: { 'content-length': '0' } })).next,
    ).toHaveBeenCalled();
    const upload = fakeReq({
      path: '/upload/convoimage',
      contentType: 'multipart/form-data',
      headers: { 'content-length': '10' },
    });
    expect(run(requireJsonBody, upload).next).toHaveBeenCalled();
  });

  it('refuses other content types with 415', () => {
    const { res, next } = run(
      requireJsonBody,
      fakeReq({ contentType: 'text/plain', headers: { 'content-length': '5' } }),
    );
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(415);
    const multipartElsewhere = run(
      requireJsonBody,
      fakeReq({ contentType: 'multipart/form-data', headers: { 'content-length': '5' } }),
    );
    expect(multipartElsewhere.res.statusCode).toBe(415);
  });
});

describe('unwrapEnvelope', () => {
  const json = { contentType: 'application/json', headers: { 'content-length': '20' } };

  it('replaces the body with its inner object', () => {
    const req = fakeReq({ ...json, body: { body: { email: 'a' } } });
    expect(run(unwrapEnvelope, req).next).toHaveBeenCalled();
    expect(req.body).toEqual({ email: 'a' });
  });

  it('treats a bodiless write as an empty object', () => {
    const req = fakeReq({ headers: { 'content-length': '0' } });
    run(unwrapEnvelope, req);
    expect(req.body).toEqual({});
  });

  it.each([{ email: 'a' }, [], { body: [] }, { body: 'x' }, { body: null }, null])(
    'refuses %j',
    (body) => {
      const { res, next } = run(unwrapEnvelope, fakeReq({ ...json, body }));
      expect(next).not.toHaveBeenCalled();
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('refuseDeepJson', () => {
  const verify =
    (text: string, encoding: string | null = 'utf-8') =>
    () =>
      refuseDeepJson(
        {} as Parameters<typeof refuseDeepJson>[0],
        {} as Parameters<typeof refuseDeepJson>[1],
        Buffer.from(text),
        encoding,
      );

  it('refuses bodies nested more than 32 levels with a 400 the error handler maps', () => {
    expect(verify('{"body":' + '['.repeat(5000) + ']'.repeat(5000) + '}')).toThrow(
      expect.objectContaining({ status: 400, type: 'entity.too.deep' }),
    );
    expect(verify('['.repeat(33) + ']'.repeat(33))).toThrow();
  });

  it('lets 32 levels and brackets inside strings through', () => {
    expect(verify('['.repeat(32) + ']'.repeat(32))).not.toThrow();
    expect(verify(JSON.stringify({ body: { title: '['.repeat(5000) } }))).not.toThrow();
  });

  it('refuses JSON that is not UTF-8 with 415', () => {
    expect(verify('{}', 'utf-16le')).toThrow(
      expect.objectContaining({ status: 415, type: 'charset.unsupported' }),
    );
    expect(verify('{}', 'UTF8')).not.toThrow();
  });
});

describe('refuseUnsafeText', () => {
  const json = { contentType: 'application/json', headers: { 'content-length': '20' } };

  it.each<[string, Parameters<typeof fakeReq>[0], string]>([
    [
      'NUL in a body field',
      { ...json, body: { title: 'a\0' } },
      'title must not contain NUL characters.',
    ],
    [
      'a lone surrogate deep in the body',
      { ...json, body: { action: { ArgsJSON: '\ud800' } } },
      'action.ArgsJSON must not contain unpaired UTF-16 surrogates.',
    ],
    [
      'NUL in a query value',
      { method: 'GET', query: { q: 'a\0' } },
      'q must not contain NUL characters.',
    ],
    [
      'NUL in a query name',
      { method: 'GET', query: { 'a\0': 'x' } },
      'A query parameter name must not contain NUL characters.',
    ],
    [
      'a duplicated query parameter',
      { method: 'GET', query: { page: ['1', '2'] } },
      'page must be given only once in the query.',
    ],
    [
      'an object in the query',
      { method: 'GET', query: { page: { a: '1' } } },
      'page must be plain text in the query.',
    ],
  ])('refuses %s with 400 naming it', (_name, init, error) => {
    const { res, next } = run(refuseUnsafeText, fakeReq(init));
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(400);
    expect(res.payload).toEqual({ error });
  });

  it('lets clean text, emoji and non-JSON bodies through', () => {
    const clean = fakeReq({ ...json, body: { title: 'I 😀 it' }, query: { page: '2' } });
    expect(run(refuseUnsafeText, clean).next).toHaveBeenCalled();
    const upload = fakeReq({ contentType: 'multipart/form-data', body: { x: 'a\0' } });
    expect(run(refuseUnsafeText, upload).next).toHaveBeenCalled();
  });
});
