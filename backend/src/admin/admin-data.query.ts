import { BadRequestException } from '@nestjs/common';
import { isId } from '../common/id-validation.js';
import { parsePage } from '../common/page-param.js';
import { findTextProblem, jsonNestsDeeperThan } from '../common/safe-input.js';
import type { AdminFilter, AdminListQuery, AdminResource } from './admin-resource.js';

/** The query parameters a console list takes; any other is refused. */
export const LIST_PARAMS = ['page', 'perPage', 'sort', 'order', 'filter'] as const;
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
/** The longest `filter` text accepted (a getMany of 100 ids fits with room to spare). */
export const MAX_FILTER_LENGTH = 4000;
/** A text filter's longest value, after trimming. */
export const MAX_FILTER_TEXT = 200;
/** The most ids an id filter (react-admin's getMany) may list. */
export const MAX_FILTER_IDS = 100;

type ListResource = Pick<
  AdminResource,
  'sortFields' | 'defaultOrder' | 'filters' | 'defaultFilter'
>;
type FilterValue = string | boolean | string[];

function bad(message: string): never {
  throw new BadRequestException(message);
}

function parsePerPage(value: unknown): number {
  const parsed = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_PER_PAGE)
    bad(`perPage must be a whole number from 1 to ${MAX_PER_PAGE}.`);
  return parsed;
}

function filterValue(key: string, filter: AdminFilter, value: unknown): FilterValue | undefined {
  const field = `filter.${key}`;
  switch (filter.type) {
    case 'text': {
      if (typeof value !== 'string') bad(`${field} must be text.`);
      const text = value.trim();
      if (text.length > MAX_FILTER_TEXT)
        bad(`${field} must be at most ${MAX_FILTER_TEXT} characters.`);
      return text === '' ? undefined : text;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return bad(`${field} must be true or false.`);
    case 'enum':
      if (typeof value !== 'string' || !filter.values.includes(value))
        bad(`${field} must be one of ${filter.values.join(', ')}.`);
      return value;
    case 'id': {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_FILTER_IDS) bad(`${field} must list at most ${MAX_FILTER_IDS} ids.`);
      if (!ids.every(isId)) bad(`${field} must be an id or a list of ids.`);
      return [...new Set(ids as string[])];
    }
  }
}

/**
 * The `filter` parameter: a JSON object whose keys are the resource's declared filters, each
 * value of its declared type. Its text is bounded, and nesting deeper than a list (an id filter's)
 * is refused before parsing.
 */
export function parseFilter(
  resource: Pick<ListResource, 'filters' | 'defaultFilter'>,
  raw: unknown,
): Record<string, FilterValue> {
  const filter: Record<string, FilterValue> = {};
  let given: Record<string, unknown> = {};
  if (raw !== undefined) {
    if (typeof raw !== 'string') bad('filter must be a JSON object.');
    if (raw.length > MAX_FILTER_LENGTH)
      bad(`filter must be at most ${MAX_FILTER_LENGTH} characters.`);
    if (jsonNestsDeeperThan(raw, 2))
      bad('filter must be a JSON object of plain values (an id filter may be a list).');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      bad('filter must be a JSON object, such as {"q":"word"}.');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      bad('filter must be a JSON object, such as {"q":"word"}.');
    const problem = findTextProblem(parsed, 'filter');
    if (problem) bad(problem);
    given = parsed as Record<string, unknown>;
  }
  const declared = Object.keys(resource.filters);
  for (const [key, value] of Object.entries(given)) {
    if (!Object.hasOwn(resource.filters, key))
      bad(
        declared.length === 0
          ? `This list takes no filter; "${key.slice(0, 40)}" is not one.`
          : `filter.${key.slice(0, 40)} is not a filter of this list; use ${declared.join(', ')}.`,
      );
    if (value === null || value === undefined) continue;
    const parsed = filterValue(key, resource.filters[key], value);
    if (parsed !== undefined) filter[key] = parsed;
  }
  // Defaults apply to keys the request leaves out, except to a lookup by id (react-admin's
  // getMany must find each record, whatever its state).
  if (resource.defaultFilter && !Object.hasOwn(given, 'id')) {
    for (const [key, value] of Object.entries(resource.defaultFilter))
      if (!Object.hasOwn(given, key)) filter[key] = value;
  }
  return filter;
}

/** A console list's query parameters, validated against the resource (400 with a sentence). */
export function parseListQuery(
  resource: ListResource,
  query: Record<string, unknown>,
): AdminListQuery {
  for (const key of Object.keys(query))
    if (!(LIST_PARAMS as readonly string[]).includes(key))
      bad(`Unknown query parameter "${key.slice(0, 40)}"; a list takes ${LIST_PARAMS.join(', ')}.`);
  const page = query.page === undefined ? 1 : parsePage('page', query.page);
  const perPage = query.perPage === undefined ? DEFAULT_PER_PAGE : parsePerPage(query.perPage);
  const sort = query.sort === undefined ? resource.sortFields[0] : query.sort;
  if (typeof sort !== 'string' || !resource.sortFields.includes(sort))
    bad(`sort must be one of ${resource.sortFields.join(', ')}.`);
  const order = query.order === undefined ? (resource.defaultOrder ?? 'ASC') : query.order;
  if (order !== 'ASC' && order !== 'DESC') bad('order must be ASC or DESC.');
  return { page, perPage, sort, order, filter: parseFilter(resource, query.filter) };
}
