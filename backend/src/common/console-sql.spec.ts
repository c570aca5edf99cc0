import { describe, expect, it } from '@jest/globals';
import { containsSql, orderSql, pageSql, SqlParams, whereSql } from './console-sql.js';

describe('console list SQL', () => {
  it('numbers parameters in order', () => {
    const params = new SqlParams();
    expect(params.add('a')).toBe('$1');
    expect(params.add(2)).toBe('$2');
    expect(params.values).toEqual(['a', 2]);
  });

  it('orders by a mapped column and then the id, the same way', () => {
    const columns = { Created: 'r.created_at', Title: 'r.title' };
    expect(orderSql({ sort: 'Title', order: 'ASC' }, columns, 'r.id')).toBe(
      'ORDER BY r.title ASC, r.id ASC',
    );
    expect(orderSql({ sort: 'Created', order: 'DESC' }, columns, 'r.id')).toBe(
      'ORDER BY r.created_at DESC, r.id DESC',
    );
    // Only the map's own keys: never the request's text, never an inherited name.
    for (const sort of ['title', 'r.title; DROP TABLE reqs', 'constructor', '__proto__'])
      expect(() => orderSql({ sort, order: 'ASC' }, columns, 'r.id')).toThrow(
        'sort must be one of Created, Title.',
      );
    expect(orderSql({ sort: 'Title', order: 'x; DROP' as 'ASC' }, columns, 'r.id')).toBe(
      'ORDER BY r.title DESC, r.id DESC',
    );
  });

  it('pages, finds text case-insensitively and joins conditions', () => {
    const params = new SqlParams();
    expect(pageSql({ page: 3, perPage: 25 }, params)).toBe('LIMIT $1 OFFSET $2');
    expect(params.values).toEqual([25, 50]);
    expect(containsSql('t.name', 'SoLar%', params)).toBe('strpos(lower(t.name), $3) > 0');
    expect(params.values[2]).toBe('solar%');
    expect(whereSql([])).toBe('');
    expect(whereSql(['a', 'b'])).toBe('WHERE a AND b');
  });
});
