import type { Rule } from '../common/access.js';
import type { Author } from '../revision/write-path.service.js';

/** A console resource's rules (AdminResource.access). */
export interface ConsoleAccess {
  rules: { read: Rule } & Partial<Record<'create' | 'edit' | 'delete', Rule>>;
}

/** A row of a console list: the record react-admin shows, keyed by `id`, other fields PascalCase. */
export type AdminRecord = { id: string } & Record<string, unknown>;

/** A filter the list accepts, as the resource declares it; anything else is refused with 400. */
export type AdminFilter =
  /** Free text, at most 200 characters after trimming; an empty one is no filter. */
  | { type: 'text' }
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[] }
  /** An id (ID_PATTERN), or a list of at most 100 ids (react-admin's getMany). */
  | { type: 'id' };

/** A list request after validation: page from 1, perPage 1..100, sort one of the resource's. */
export interface AdminListQuery {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
  /** Only declared keys; text trimmed, booleans parsed, ids as string[]. */
  filter: Record<string, string | boolean | string[]>;
}

export interface AdminList<R extends AdminRecord = AdminRecord> {
  items: R[];
  total: number;
}

/** What an update or a delete carries beyond its data: who, and why (the revision description). */
export interface AdminChange {
  actor: Author;
  /** Trimmed, at most 300 characters; '' when none was given. */
  reason: string;
}

/**
 * One resource of the console's generic data API (`/api/admin/data/{name}`), as its domain
 * describes it: each domain registers its own (provideAdminResource), admin/ knows none of them.
 * A verb the resource leaves out is refused with 400. Content changes go through the write path,
 * so they appear in history and can be reverted.
 */
export interface AdminResource<R extends AdminRecord = AdminRecord> {
  /** Its URL name, plural: "categories". */
  name: string;
  /** What a person calls them, when not their URL name: "requests" (in refusals). */
  label?: string;
  /** What a person calls one: "category" (in refusals). */
  noun: string;
  /**
   * Who may use it, as rules of the access table (AdminResourceRegistry registers them as the
   * line `console:<name>`, its label as noun): `read` to open it (list and read records), `create`,
   * `edit` (update, one or many) and `delete` for its writes, each needing what `read` needs unless
   * given. E.g. `{ rules: { read: EDITOR, delete: ADMIN } }`.
   */
  access: ConsoleAccess;
  /**
   * What its records' ids look like, when they are not the site's opaque ids (ID_PATTERN): the
   * ids of getOne, update and delete are checked against it (400 "id must be <words>.").
   */
  idRule?: { pattern: RegExp; words: string };
  /** Record fields the list sorts by; the first is the default (with `defaultOrder`). */
  sortFields: readonly string[];
  defaultOrder?: 'ASC' | 'DESC';
  filters: Record<string, AdminFilter>;
  /** Filters applied when the request names none of those keys (reports: status open). */
  defaultFilter?: Record<string, string | boolean>;
  /** class-validator classes for `data` of create and update (whitelisted; unknown fields 400). */
  createData?: new () => object;
  updateData?: new () => object;
  list(query: AdminListQuery, actor: Author): Promise<AdminList<R>>;
  /** 404 when there is none. */
  getOne(id: string, actor: Author): Promise<R>;
  create?(data: object, change: AdminChange): Promise<R>;
  /**
   * `previousData` is what the editor saw (react-admin sends it): a content resource passes its
   * fields as the write path's Old values, so a field someone else changed meanwhile is refused 409.
   */
  update?(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<R>;
  /** Bulk update (mark resolved); returns the ids it changed. At most 100 ids. */
  updateMany?(ids: string[], data: object, change: AdminChange): Promise<string[]>;
  delete?(id: string, change: AdminChange): Promise<R>;
}
