import { describe, expect, it } from '@jest/globals';
import { crossTabSummary } from './crosstab-text';

describe('crossTabSummary', () => {
  it('names the most and least agreed cells with their figures', () => {
    expect(
      crossTabSummary(
        [
          { arg: 'Quieter streets', position: 'Yes', voters: 14, mean: 2.857 },
          { arg: 'Quieter streets', position: 'No', voters: 12, mean: 3.08 },
          { arg: 'Fewer accidents', position: null, voters: 11, mean: 1.5 },
        ],
        1,
      ),
    ).toBe(
      '3 of 4 cells are published, 1 withheld. Most agreed: “Fewer accidents” among voters who chose no position (mean 1.50, 11 voters); least: “Quieter streets” among voters of “No” (mean 3.08, 12 voters).',
    );
  });

  it('reads one cell once, and none at all', () => {
    expect(
      crossTabSummary([{ arg: 'Quieter streets', position: 'Yes', voters: 14, mean: 2.86 }], 3),
    ).toBe(
      '1 of 4 cells are published, 3 withheld: “Quieter streets” among voters of “Yes” (mean 2.86, 14 voters).',
    );
    expect(crossTabSummary([], 1)).toBe('0 of 1 cell is published, 1 withheld.');
  });
});
