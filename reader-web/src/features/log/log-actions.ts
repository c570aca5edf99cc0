import type { LogEntryDto } from '../../api/types';

/** The actions the public moderation log lists (the API's PUBLIC_AUDIT_ACTIONS). */
export type LogAction = LogEntryDto['Action'];

/** The filter's name for each action, in the filter's order: "Deletions" lists the 'delete' entries. */
export const LOG_FILTER_LABEL: Record<LogAction, string> = {
  delete: 'Deletions',
  restore: 'Restorations',
  undo: 'Undos',
  commentRemove: 'Comment removals',
  roleChange: 'Role changes',
};

export const LOG_ACTIONS = Object.keys(LOG_FILTER_LABEL) as LogAction[];

export function isLogAction(value: string): value is LogAction {
  return (LOG_ACTIONS as readonly string[]).includes(value);
}

/** The last ?page= of /log the API serves (its MAX_PAGE; 50 entries a page). */
export const MAX_LOG_PAGE = 10_000;

/** /log with the given filter and first page (the first page and no filter leave no parameter). */
export function logPath(action: LogAction | null, page = 1): string {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/log?${query}` : '/log';
}

export interface LogQuery {
  action: LogAction | null;
  page: number;
}

/**
 * The filter and page a /log address asks for, or null when it asks for something that does not
 * exist (an unknown action, a page that is not a whole number from 1 to MAX_LOG_PAGE).
 */
export function logQueryOf(search: URLSearchParams): LogQuery | null {
  const action = search.get('action') ?? '';
  const page = search.get('page') ?? '1';
  if (action !== '' && !isLogAction(action)) return null;
  if (!/^[1-9][0-9]{0,5}$/.test(page) || Number(page) > MAX_LOG_PAGE) return null;
  return { action: action === '' ? null : action, page: Number(page) };
}
