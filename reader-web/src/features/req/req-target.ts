import { kindOfLevel } from '../../api/kind-basics';
import type { ReqTarget } from './api/req-api';
import { discussPath, isDiscussed } from './discuss-path';

/** What /reqs/{level}/{id} (or /reqs/admin) lists; null for any other level. */
export function reqTargetOf(level: string, id: string | undefined): ReqTarget | null {
  if (level === 'admin' && id === undefined) return { type: 'admin' };
  const type = kindOfLevel(level);
  return isDiscussed(type) && id !== undefined ? { type, id } : null;
}

/** Where a request's editing happens: admin requests in the internal admin area. */
export function reqEditPath(reqID: string, admin: boolean): string {
  return admin ? `/internal/admin/edit/req/${reqID}` : `/edit/req/${reqID}`;
}

/** Where the requests about the same thing are listed. */
export function reqsPath(artifactType: string, artifactID: string): string {
  return discussPath(artifactType, artifactID) ?? '/reqs/admin';
}
