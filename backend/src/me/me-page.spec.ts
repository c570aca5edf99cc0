import { describe, expect, it } from '@jest/globals';
import { pageSubject } from './me-page.js';

describe('pageSubject', () => {
  it('finds no subject on pages about no one artifact, or with a malformed id', () => {
    for (const path of [
      '/',
      '/encyclopedia',
      '/yourtake',
      '/history/convo/abc',
      '/tags/abc',
      '/c/',
      '/c/abc/def',
      '/x/abc',
      '/edit/edit/c/abc',
      `/c/${'a'.repeat(17)}`,
      '/c/a%20b',
    ]) {
      expect([path, pageSubject(path)]).toEqual([path, { artifact: null, votes: [] }]);
    }
  });

  it('names the question, position or argument of a read or edit page, and its vote widget', () => {
    expect(pageSubject('/c/abc')).toEqual({
      artifact: { kind: 'convo', id: 'abc' },
      votes: [{ type: 'convo', id: 'abc' }],
    });
    expect(pageSubject('/edit/a/A_b-9/')).toEqual({
      artifact: { kind: 'arg', id: 'A_b-9' },
      votes: [{ type: 'arg', id: 'A_b-9' }],
    });
    expect(pageSubject('/p/xyz')).toEqual({ artifact: { kind: 'pos', id: 'xyz' }, votes: [] });
  });
});
