import { type JobQueues, type MeResponse } from '../api/types';
import { type FakeReply, type FakeRequest, json } from './fakeFetch';

export type FakeRecord = { id: string } & Record<string, unknown>;

interface FakeAdminApi {
  /** What GET /api/me answers (fixtures' `me`). */
  me: MeResponse;
  /** Rows per resource name, changed in place by the writes. */
  tables?: Record<string, FakeRecord[]>;
  /** The unseen inbox entries' count (GET /api/admin/inbox/list/1 Total). */
  inboxTotal?: number;
  /** What GET /api/admin/jobs/queues answers. */
  jobQueues?: JobQueues;
}

const field = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function matches(row: FakeRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (key === 'q') {
      const q = String(value).toLowerCase();
      return Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(q));
    }
    if (key === 'id') return (Array.isArray(value) ? value : [value]).includes(row.id);
    return row[field(key)] === value;
  });
}

/** What a report resolution does to the row (the server's effects, in small). */
function resolveReport(row: FakeRecord, resolution: unknown) {
  row.Status = 'resolved';
  row.Resolution = resolution === 'delete' ? 'deleted' : 'dismissed';
  if (resolution === 'delete') row.CommentDeleted = true;
}

/** What a suggestion's resolution does to the row; 409 once it is resolved, as the server says. */
function resolveSuggestion(row: FakeRecord, data: Record<string, unknown>): FakeReply | null {
  if (row.Outcome !== 'open')
    return json({ error: 'This suggestion has already been resolved; reload to see how.' }, 409);
  row.Status = 'resolved';
  if (data.Resolution === 'question') {
    row.Outcome = 'question';
    row.ConvoID = `convo-of-${row.id}`;
    row.QuestionLink = `/c/convo-of-${row.id}`;
  } else {
    row.Outcome = 'declined';
  }
  return null;
}

/**
 * A small in-memory stand-in for the generic admin data API (/api/admin/data/{name}) with the
 * server's refusals the console shows: one's own role (403) and a stale edit (409).
 */
export function fakeAdminApi({
  me,
  tables = {},
  inboxTotal = 0,
  jobQueues = { Running: true, Queues: [] },
}: FakeAdminApi) {
  return ({ method, url, body }: FakeRequest): FakeReply => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const envelope = (body as { body?: Record<string, unknown> } | undefined)?.body ?? {};
    if (method === 'GET' && pathname === '/api/me') return json(me);
    if (method === 'GET' && pathname === '/api/admin/inbox/list/1') {
      return json({ Entries: [], HasMore: false, Total: inboxTotal });
    }
    if (method === 'GET' && pathname === '/api/admin/jobs/queues') return json(jobQueues);
    const route = pathname.match(/^\/api\/admin\/data\/(\w+)(?:\/([^/]+))?(?:\/(delete))?$/);
    if (!route) return json({ error: `No route for ${method} ${pathname}.` }, 404);
    const [, name, rawId, verb] = route;
    const rows = tables[name];
    if (!rows) return json({ error: `No resource ${name}.` }, 404);
    const id = rawId && decodeURIComponent(rawId);

    if (method === 'GET' && !id) {
      const filter = JSON.parse(searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      const found = rows.filter((row) => matches(row, filter));
      const page = Number(searchParams.get('page'));
      const perPage = Number(searchParams.get('perPage'));
      const Items = found.slice((page - 1) * perPage, page * perPage);
      return json({ Items, Total: found.length });
    }
    if (method === 'POST' && id === 'updatemany') {
      const { ids, data } = envelope as { ids: string[]; data: Record<string, unknown> };
      for (const row of rows.filter((r) => ids.includes(r.id))) {
        if (name === 'reports') resolveReport(row, data.Resolution);
        else Object.assign(row, data);
      }
      return json({ Ids: ids });
    }
    if (method === 'POST' && !id) {
      const row = { id: `new-${rows.length + 1}`, ...(envelope.data as object) };
      rows.push(row);
      return json({ Item: row });
    }

    const row = rows.find((r) => r.id === id);
    if (!row) return json({ error: 'There is no such record.' }, 404);
    if (method === 'GET') return json({ Item: row });
    if (method === 'POST' && verb === 'delete') {
      row.Deleted = true;
      return json({ Item: row });
    }
    if (method === 'POST') {
      const { data, previousData = {} } = envelope as {
        data: Record<string, unknown>;
        previousData?: Record<string, unknown>;
      };
      if (name === 'users' && id === me.User?.uid) {
        return json({ error: 'You cannot change your own role.' }, 403);
      }
      const stale = Object.keys(previousData).find((key) => row[key] !== previousData[key]);
      if (stale) {
        return json(
          { error: `Someone else changed the ${stale} meanwhile; reload to see it.` },
          409,
        );
      }
      if (name === 'reports') resolveReport(row, data.Resolution);
      else if (name === 'reqs' && data.Resolution) {
        const refused = resolveSuggestion(row, data);
        if (refused) return refused;
        if (data.Resolution === 'decline')
          row.DeclineReason = (envelope as { reason?: string }).reason ?? '';
      } else Object.assign(row, data);
      return json({ Item: row });
    }
    return json({ error: `No route for ${method} ${pathname}.` }, 404);
  };
}
