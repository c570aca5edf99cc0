import { expect } from '@jest/globals';
import type request from 'supertest';
import type { Agent } from './opinion-map.js';
import type { TestApp } from './test-app.js';

/** Checks and requests shared by the API tests of the content domains (articles, requests, images, profiles). */

let serial = 0;
/** A title or name no other test uses (the database is this file's own, but its tests share it). */
export function uniqueLabel(label: string): string {
  serial += 1;
  return `${label} Zq${serial}x${Date.now().toString(36)}`;
}

/** An error answer: the status, and a body that is exactly {"error": "..."} (matching `pattern`). */
export function expectError(res: request.Response, status: number, pattern?: RegExp) {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body)).toEqual(['error']);
  expect(typeof res.body.error).toBe('string');
  if (pattern) expect(res.body.error).toMatch(pattern);
}

/** POST a JSON body as written (hostile input the client library would not produce). */
export const rawPost = (agent: Agent, path: string, body: string) =>
  agent.post(path).set('Content-Type', 'application/json').send(body);

/** The number of rows of a table, deleted ones included. */
export async function rowCount(t: TestApp, table: string): Promise<number> {
  return (await t.sql<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`))[0].n;
}
