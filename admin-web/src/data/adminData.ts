import { type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { apiGet, apiPost } from '../api/client';
import { type ResourceData } from './ResourceData';

/** What the generic admin data API (/api/admin/data/{name}) answers. */
interface ListResponse {
  Items: RaRecord[];
  Total: number;
}
interface ItemResponse {
  Item: RaRecord;
}
interface IdsResponse {
  Ids: Identifier[];
}

/**
 * The writes a resource offers, with the fields the server accepts in `data` for each (it refuses
 * others with 400); the data provider rejects a write left out before any request.
 */
export interface AdminWrites {
  create?: readonly string[];
  update?: readonly string[];
  updateMany?: readonly string[];
  delete?: boolean;
}

/** The server accepts at most this many rows per page and ids per getMany or updateMany. */
export const MAX_PER_PAGE = 100;

/**
 * A write's reason (a revision description, an audit note) rides in the form as `reason`, or in
 * the mutation's meta; record fields are PascalCase, so it never collides with one.
 */
const reasonOf = (data: Record<string, unknown>, meta: unknown): string | undefined => {
  const value = (meta as { reason?: unknown } | undefined)?.reason ?? data.reason;
  const reason = typeof value === 'string' ? value.trim() : '';
  return reason || undefined;
};

const pick = (data: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));

/** Empty text and unset inputs are no filter; q is trimmed. */
export function cleanFilter(filter: Record<string, unknown> = {}): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(filter)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    clean[key] = value;
  }
  return clean;
}

export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): string {
  const query = new URLSearchParams();
  query.set('page', String(pagination?.page ?? 1));
  query.set('perPage', String(Math.min(pagination?.perPage ?? 25, MAX_PER_PAGE)));
  if (sort?.field && sort.field !== 'id') {
    query.set('sort', sort.field);
    query.set('order', sort.order === 'ASC' ? 'ASC' : 'DESC');
  }
  const clean = cleanFilter(filter);
  if (Object.keys(clean).length > 0) query.set('filter', JSON.stringify(clean));
  return query.toString();
}

/**
 * One resource of the generic admin data API. Updates send only the editable fields that
 * changed, with what the editor saw of them as previousData: the server's write path refuses a
 * field someone else changed meanwhile (409) with a sentence the form shows.
 */
export function adminData(name: string, fields: AdminWrites = {}): ResourceData {
  const base = `/api/admin/data/${encodeURIComponent(name)}`;
  const one = (id: Identifier) => `${base}/${encodeURIComponent(String(id))}`;
  const list = async (params: Partial<GetListParams>) => {
    const { Items, Total } = await apiGet<ListResponse>(`${base}?${listQuery(params)}`);
    return { data: Items, total: Total };
  };

  const data: ResourceData = {
    getList: list,

    async getOne({ id }) {
      const { Item } = await apiGet<ItemResponse>(one(id));
      return { data: Item };
    },

    async getMany({ ids }) {
      if (ids.length === 0) return { data: [] };
      const batches: Identifier[][] = [];
      for (let i = 0; i < ids.length; i += MAX_PER_PAGE) batches.push(ids.slice(i, i + MAX_PER_PAGE));
      const pages = await Promise.all(
        batches.map((batch) =>
          list({ pagination: { page: 1, perPage: batch.length }, filter: { id: batch } }),
        ),
      );
      return { data: pages.flatMap((page) => page.data) };
    },

    async getManyReference({ target, id, pagination, sort, filter }) {
      return list({ pagination, sort, filter: { ...filter, [target]: id } });
    },
  };

  if (fields.create) {
    const keys = fields.create;
    data.create = async ({ data: values }) => {
      const given = keys.filter((key) => values[key] != null && values[key] !== '');
      const { Item } = await apiPost<ItemResponse>(base, { data: pick(values, given) });
      return { data: Item };
    };
  }

  if (fields.update) {
    const keys = fields.update;
    data.update = async ({ id, data: values, previousData = {}, meta }) => {
      const changed = keys.filter(
        (key) => values[key] !== undefined && values[key] !== previousData[key],
      );
      // A cleared text input reads null; the server takes '' for an empty text.
      const { Item } = await apiPost<ItemResponse>(one(id), {
        data: Object.fromEntries(changed.map((key) => [key, values[key] ?? ''])),
        previousData: pick(previousData, changed),
        reason: reasonOf(values, meta),
      });
      return { data: Item };
    };
  }

  if (fields.updateMany) {
    const keys = fields.updateMany;
    data.updateMany = async ({ ids, data: values, meta }) => {
      const body = { ids, data: pick(values, keys), reason: reasonOf(values, meta) };
      const { Ids } = await apiPost<IdsResponse>(`${base}/updatemany`, body);
      return { data: Ids };
    };
  }

  if (fields.delete) {
    data.delete = async ({ id, meta }) => {
      const { Item } = await apiPost<ItemResponse>(`${one(id)}/delete`, {
        reason: reasonOf({}, meta),
      });
      return { data: Item };
    };
  }

  return data;
}
