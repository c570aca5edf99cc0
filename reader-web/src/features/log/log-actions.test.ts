import { describe, expect, it } from '@jest/globals';
import { logPath, logQueryOf } from './log-actions';

const query = (search: string) => logQueryOf(new URLSearchParams(search));

describe('the address of /log', () => {
  it('reads the filter and the page, defaulting to all actions from page 1', () => {
    expect(query('')).toEqual({ action: null, page: 1 });
    expect(query('action=')).toEqual({ action: null, page: 1 });
    expect(query('action=commentRemove&page=3')).toEqual({ action: 'commentRemove', page: 3 });
    expect(query('page=10000')).toEqual({ action: null, page: 10_000 });
  });

  it('refuses what does not exist: other actions, report dismissals, pages out of range', () => {
    for (const search of [
      'action=reportDismiss',
      'action=Delete',
      'action=toString',
      'page=0',
      'page=01',
      'page=-1',
      'page=1.5',
      'page=1e3',
      'page=10001',
      'page=',
    ]) {
      expect(query(search)).toBeNull();
    }
  });

  it('writes the shortest address of a filter and page', () => {
    expect(logPath(null)).toBe('/log');
    expect(logPath(null, 1)).toBe('/log');
    expect(logPath('delete')).toBe('/log?action=delete');
    expect(logPath(null, 2)).toBe('/log?page=2');
    expect(logPath('roleChange', 4)).toBe('/log?action=roleChange&page=4');
  });
});
