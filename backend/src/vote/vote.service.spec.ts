import { describe, expect, it } from '@jest/globals';
import { percentages } from './vote.service.js';

describe('percentages', () => {
  it('rounds each share to a whole number and keeps the choice order', () => {
    const { results, total } = percentages(
      ['1', '2', '3', '4', '5'],
      new Map([
        ['2', 2],
        ['5', 1],
      ]),
    );
    expect(total).toBe(3);
    expect(results.map((r) => r.Percent)).toEqual([0, 67, 0, 0, 33]);
    expect(results.map((r) => r.Choice)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('answers zeros when nobody has voted, and ignores unknown choices', () => {
    const { results, total } = percentages(['a', 'b'], new Map([['gone', 4]]));
    expect(total).toBe(0);
    expect(results).toEqual([
      { Choice: 'a', Count: 0, Percent: 0 },
      { Choice: 'b', Count: 0, Percent: 0 },
    ]);
  });
});
