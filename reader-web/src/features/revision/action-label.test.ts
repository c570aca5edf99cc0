import { describe, expect, it } from '@jest/globals';
import { actionLabel, cutDetail, UNKNOWN_ACTION } from './action-label';

describe('revision action labels', () => {
  it.each([
    ['ConvoCreate', '{}', 'Created the question'],
    ['PosCreate', '{}', 'Created the position'],
    ['ArgCreate', '{}', 'Created the argument'],
    ['ArgEditTextField', '{"FieldName":"RejectingPremises"}', 'Edited the rejecting premises'],
    ['ConvoEditTextField', '{"FieldName":"PosOrderJSON"}', 'Reordered the positions'],
    ['PosEditTextField', '{"FieldName":"ArgOrderJSON"}', 'Reordered the arguments'],
    ['ArgSetPos', '{"NewParentPosID":"p2"}', 'Moved to another position'],
    ['PosDelete', '{}', 'Deleted the position'],
    ['TagRevert', '{"RevID":"r1"}', 'Reverted to an earlier revision'],
    ['ConvoRevert', '{"RevID":"r1","Undo":true}', 'Undid a revision'],
    ['ArticleRevert', 'not json', 'Reverted to an earlier revision'],
    [
      'ConvoSetCategories',
      '{"OldCategoryIDs":[],"NewCategoryIDs":["k1"]}',
      'Changed the categories',
    ],
    ['CategorySetCategories', '{}', UNKNOWN_ACTION],
    ['ConvoSetPos', '{}', UNKNOWN_ACTION],
    ['QuoteEdit', '{}', UNKNOWN_ACTION],
    ['', '{}', UNKNOWN_ACTION],
  ])('%s %s reads "%s"', (name, args, label) => {
    expect(actionLabel(name, args)).toBe(label);
  });

  it('cuts the detail text at 40 characters, the 40th an ellipsis', () => {
    expect(cutDetail('x'.repeat(40))).toBe('x'.repeat(40));
    expect(cutDetail('x'.repeat(41))).toBe('x'.repeat(39) + '…');
    expect([...cutDetail('é'.repeat(50))]).toHaveLength(40);
  });
});
