import { discussPath, type MapType } from '../artifact/artifact-types';
import type { ReqTarget } from './api/req-api';

const TYPE_OF = { c: 'convo', a: 'arg' } as const;

/** What /reqs/{level}/{id} (or /reqs/admin) lists; null for any other level. */
export function reqTargetOf(level: string, id: string | undefined): ReqTarget | null {
  if (level === 'admin' && id === undefined) return { type: 'admin' };
  if ((level === 'c' || level === 'a') && id !== undefined) return { type: TYPE_OF[level], id };
  return null;
}

/** Where a request's editing happens: admin requests in the internal admin area. */
export function reqEditPath(reqID: string, admin: boolean): string {
  return admin ? `/internal/admin/edit/req/${reqID}` : `/edit/req/${reqID}`;
}

/** Where the requests about the same thing are listed. */
export function reqsPath(artifactType: string, artifactID: string): string {
  return discussPath(artifactType as MapType, artifactID) ?? '/reqs/admin';
}
