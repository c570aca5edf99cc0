import { describe, expect, it } from '@jest/globals';
import type { TakeDto } from '../../api/types';
import { groupTakes, takeValueLabel } from './take-labels';

function take(TargetID: string, Question: TakeDto['Question'], Value = 'x'): TakeDto {
  return {
    TargetType: TargetID.startsWith('c') ? 'convo' : 'arg',
    TargetID,
    Title: TargetID,
    Link: `/${TargetID}`,
    Question,
    Value,
    Modified: '2026-01-01T00:00:00.000Z',
  };
}

describe('your take labels', () => {
  it('groups only runs of answers about the same target, keeping the order', () => {
    const takes = [
      take('a1', 'consider'),
      take('a1', 'agreement'),
      take('c1', 'position'),
      take('a1', 'convincing'),
    ];
    expect(groupTakes(takes).map((g) => g.map((t) => `${t.TargetID}:${t.Question}`))).toEqual([
      ['a1:consider', 'a1:agreement'],
      ['c1:position'],
      ['a1:convincing'],
    ]);
  });

  it('reads Likert values as words and leaves other answers as given', () => {
    expect(takeValueLabel(take('a1', 'agreement', '5'))).toBe('I strongly disagree');
    expect(takeValueLabel(take('a1', 'agreement', '9'))).toBe('9');
    expect(takeValueLabel(take('a1', 'consider', '3 cats'))).toBe('3 cats');
  });
});
