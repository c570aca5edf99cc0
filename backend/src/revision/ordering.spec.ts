import { describe, expect, it } from '@jest/globals';
import { isPermutation, mergeOrder, orderChildren } from './ordering.js';

const child = (id: string, at: number) => ({ id, createdAt: new Date(at) });

describe('orderChildren', () => {
  it('follows the stored order, skipping ids that are not live', () => {
    const live = [child('a', 1), child('b', 2), child('c', 3)];
    expect(orderChildren(['c', 'gone', 'a', 'b'], live).map((c) => c.id)).toEqual(['c', 'a', 'b']);
  });

  it('puts unlisted children last, oldest first, then by id', () => {
    const live = [child('z', 5), child('b', 2), child('a', 2), child('x', 1)];
    expect(orderChildren(['z'], live).map((c) => c.id)).toEqual(['z', 'x', 'a', 'b']);
  });

  it('lists a child once even when the stored order repeats it', () => {
    expect(orderChildren(['a', 'a'], [child('a', 1)]).map((c) => c.id)).toEqual(['a']);
  });
});

describe('isPermutation', () => {
  it('accepts each live id exactly once, in any order', () => {
    expect(isPermutation(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isPermutation([], [])).toBe(true);
  });

  it('refuses a missing, an extra, a repeated or an unknown id', () => {
    expect(isPermutation(['a'], ['a', 'b'])).toBe(false);
    expect(isPermutation(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isPermutation(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(isPermutation(['a', 'x'], ['a', 'b'])).toBe(false);
  });
});

describe('mergeOrder', () => {
  it('keeps deleted children after the new live order, in their stored order', () => {
    expect(mergeOrder(['b', 'a'], ['d1', 'a', 'd2', 'b'], new Set(['a', 'b']))).toEqual([
      'b',
      'a',
      'd1',
      'd2',
    ]);
  });
});
