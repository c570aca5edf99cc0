import { apiGet, apiPost } from '../api/client';
import {
  type InboxList,
  type InboxStatus,
  type InboxStatusResult,
  type InboxUndoResult,
} from '../api/types';

/** Which entries a list shows; also the query key's last part. */
export interface InboxFilter {
  showSeen: boolean;
  /** An inbox kind, or '' for every kind. */
  kind: string;
  /** A username (any letter case), or '' for everyone. */
  user: string;
}

/** The server takes at most this many ids in one status change. */
const MAX_IDS = 500;

export function inboxListPath(page: number, filter: InboxFilter): string {
  const params = new URLSearchParams({ showSeen: String(filter.showSeen) });
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.user.trim()) params.set('user', filter.user.trim());
  return `/api/admin/inbox/list/${page}?${params.toString()}`;
}

export const listInbox = (page: number, filter: InboxFilter) =>
  apiGet<InboxList>(inboxListPath(page, filter));

/**
 * Mark all seen: every unseen entry the filter selects, from `upTo` (the newest one listed) down,
 * on every page; the number marked.
 */
export async function markAllInboxSeen(upTo: string, filter: InboxFilter): Promise<number> {
  const result = await apiPost<InboxStatusResult>('/api/admin/inbox/markallseen', {
    upTo,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.user.trim() ? { user: filter.user.trim() } : {}),
  });
  return result.Updated;
}

/** Marks entries seen or unseen, in as many requests as the server's bound asks. */
export async function setInboxStatus(ids: string[], status: InboxStatus): Promise<number> {
  let updated = 0;
  for (let start = 0; start < ids.length; start += MAX_IDS) {
    const result = await apiPost<InboxStatusResult>('/api/admin/inbox/status', {
      inboxIDs: ids.slice(start, start + MAX_IDS),
      status,
    });
    updated += result.Updated;
  }
  return updated;
}

/** Undoes the entry's revision; a blank reason is none (the server then says only what it undid). */
export const undoInboxEntry = (inboxID: string, reason: string) =>
  apiPost<InboxUndoResult>(
    '/api/admin/inbox/undo',
    reason.trim() ? { inboxID, reason: reason.trim() } : { inboxID },
  );
