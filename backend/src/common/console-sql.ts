import { BadRequestException } from '@nestjs/common';

/**
 * Small pieces of SQL for the console's lists (the admin resources of the domains): numbered
 * parameters, the sort a list request names (only from a fixed map of columns, never from the
 * request's text), paging and a case-insensitive "contains".
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder ($1, $2...). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface ConsoleListQuery {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
}

/** ORDER BY the named sort field's column, then the id the same way (a stable page order). */
export function orderSql(
  query: Pick<ConsoleListQuery, 'sort' | 'order'>,
  columns: Record<string, string>,
  idColumn: string,
): string {
  if (!Object.hasOwn(columns, query.sort))
    throw new BadRequestException(`sort must be one of ${Object.keys(columns).join(', ')}.`);
  const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
  return `ORDER BY ${columns[query.sort]} ${direction}, ${idColumn} ${direction}`;
}

/** LIMIT and OFFSET of a page (page from 1). */
export function pageSql(query: Pick<ConsoleListQuery, 'page' | 'perPage'>, params: SqlParams) {
  return `LIMIT ${params.add(query.perPage)} OFFSET ${params.add((query.page - 1) * query.perPage)}`;
}

/** True when the column contains the text, case-insensitively (no LIKE wildcards to escape). */
export function containsSql(column: string, text: string, params: SqlParams): string {
  return `strpos(lower(${column}), ${params.add(text.toLowerCase())}) > 0`;
}

/** The WHERE clause of a list of conditions ('' when there are none). */
export function whereSql(conditions: string[]): string {
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}
