import { describe, expect, it } from '@jest/globals';
import { barText, resultsSummary, voterTallyText } from './vote-chart-text';

const bars = [
  { key: 'a', label: 'Position A', count: 66, percent: 55 },
  { key: 'b', label: 'B', count: 36, percent: 30 },
  { key: 'c', label: 'C', count: 18, percent: 15 },
];

describe('results chart text', () => {
  it('sums the chart up in one sentence with its figures', () => {
    expect(resultsSummary(120, bars, { verb: 'voted', choicePrefix: 'for' })).toBe(
      '120 people voted: 55% for Position A (66), 30% for B (36), 15% for C (18).',
    );
    expect(
      resultsSummary(1, [{ key: '1', label: 'I agree', count: 1, percent: 100 }], {
        verb: 'rated it',
      }),
    ).toBe('1 person rated it: 100% I agree (1).');
    expect(
      resultsSummary(1234, [{ ...bars[0], count: 1234, percent: 100 }], { verb: 'voted' }),
    ).toBe('1,234 people voted: 100% Position A (1,234).');
  });

  it('says when nobody has voted', () => {
    expect(resultsSummary(0, bars, { verb: 'voted' })).toBe('Nobody has voted yet.');
  });

  it('names a bar by its figures', () => {
    expect(barText(bars[0])).toBe('Position A: 55%, 66 people');
    expect(barText({ key: 'x', label: 'X', count: 1, percent: 33.4 })).toBe('X: 33%, 1 person');
    expect(voterTallyText({ total: 1, signedIn: 0 })).toBe('1 voter, 0 signed in');
  });
});
