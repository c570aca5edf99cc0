import { describe, expect, it } from '@jest/globals';
import {
  actionLabel,
  counterText,
  fieldLabel,
  isKindType,
  KIND_TYPES,
  KINDS,
  kindOfHistoryLevel,
  kindOfInboxKind,
  kindOfLevel,
  lengthProblem,
  pagePath,
  textLimits,
  UNKNOWN_ACTION,
} from './kinds';

/** The helpers of the generated kinds module, which both front ends use (written once there). */
describe('the kinds module', () => {
  it('has every kind whole in KINDS, in registration order', () => {
    expect(Object.keys(KINDS)).toEqual(KIND_TYPES);
    expect(KINDS.arg).toMatchObject({
      noun: 'argument',
      parent: 'pos',
      move: { action: 'ArgSetPos', field: 'PosID' },
      fields: { PosID: { shows: { id: 'pos' } } },
      actions: { ArgSetPos: { label: 'Moved to another position' } },
    });
  });

  it.each([
    ['ConvoCreate', '{}', 'Created the question'],
    ['ArgEditTextField', '{"FieldName":"RejectingPremises"}', 'Edited the rejecting premises'],
    ['ConvoEditTextField', '{"FieldName":"PosOrderJSON"}', 'Reordered the positions'],
    ['ConvoEditTextField', '{"FieldName":"NoSuchField"}', 'Edited the question'],
    ['ArgSetPos', '{"NewParentPosID":"p2"}', 'Moved to another position'],
    ['ArgAddExternalLink', '{}', 'Added a link'],
    ['QuoteEdit', '{}', 'Edited the quote'],
    ['ConvoSetCategories', '{"NewCategoryIDs":["k1"]}', 'Changed the categories'],
    ['TagRevert', '{"RevID":"r1"}', 'Reverted to an earlier revision'],
    ['TagRevert', '{"RevID":"r1","Undo":false}', 'Reverted to an earlier revision'],
    ['ConvoRevert', '{"RevID":"r1","Undo":true}', 'Undid a revision'],
    ['ArticleRevert', 'not json', 'Reverted to an earlier revision'],
    // A variant without a value to equal: any value but '', null and false, at a dotted path.
    ['ReqEdit', '{"New":{"ConvoID":"c1","Status":"resolved"}}', 'Made the suggestion a question'],
    ['ReqEdit', '{"New":{"ConvoID":"","DeclineReason":"Duplicate"}}', 'Declined the suggestion'],
    ['ReqEdit', '{"New":{"ConvoID":null,"Status":"resolved"}}', 'Resolved the request'],
    ['ReqEdit', '{"New":{"Status":"open"}}', 'Reopened the request'],
    ['ReqEdit', '{"New":"resolved"}', 'Edited the request'],
    ['ReqEdit', 'null', 'Edited the request'],
    ['TagDelete', '{}', UNKNOWN_ACTION],
    ['ConvoSetPos', '{}', UNKNOWN_ACTION],
    ['toString', '{}', UNKNOWN_ACTION],
    ['', '{}', UNKNOWN_ACTION],
  ])('labels %s %s "%s"', (name, args, label) => {
    expect(actionLabel(name, args)).toBe(label);
  });

  it('fills in the addresses of a kind’s pages', () => {
    expect(pagePath('convo', 'read', 'c1')).toBe('/c/c1');
    expect(pagePath('tag', 'edit', 't1')).toBe('/edit/tags/t1');
    expect(pagePath('category', 'history', 'k1')).toBe('/history/category/k1');
    expect(pagePath('person', 'read', 'ada-lovelace')).toBe('/person/ada-lovelace');
    // An id is put in as it is, never read as a replacement pattern.
    expect(pagePath('arg', 'read', '$&x')).toBe('/a/$&x');
    expect(pagePath('quote', 'read', 'q1')).toBeNull();
  });

  it('finds a kind by its levels and its inbox kind', () => {
    expect(kindOfLevel('c')).toBe('convo');
    expect(kindOfLevel('categories')).toBe('category');
    expect(kindOfLevel('category')).toBeNull();
    expect(kindOfHistoryLevel('category')).toBe('category');
    expect(kindOfHistoryLevel('categories')).toBeNull();
    expect(kindOfHistoryLevel('a')).toBe('arg');
    expect(kindOfHistoryLevel('zz')).toBeNull();
    expect(kindOfInboxKind('posAction')).toBe('pos');
    expect(kindOfInboxKind('commentAction')).toBeNull();
    expect(isKindType('slug')).toBe(true);
    expect(isKindType('comment')).toBe(false);
    expect(isKindType('constructor')).toBe(false);
  });

  it('gives a field’s words and a text field’s limits', () => {
    expect(fieldLabel('arg', 'CounterArguments')).toBe('counter-arguments');
    expect(fieldLabel('convo', 'PosOrderJSON')).toBe('order of the positions');
    expect(fieldLabel('convo', 'Frobs')).toBe('Frobs');
    expect(textLimits('convo', 'Description')).toEqual({
      min: 160,
      max: 300,
      multiline: false,
      minWhenPresent: false,
    });
    // Never saved empty (a new argument starts without it): 100 to 5000, not "or empty".
    expect(textLimits('arg', 'Argument')).toMatchObject({ min: 100, minWhenPresent: false });
    expect(textLimits('arg', 'PosID')).toBeNull();
    expect(textLimits('arg', 'toString')).toBeNull();
  });

  it("counts and words a text's length as the server does, naming the field", () => {
    const description = textLimits('convo', 'Description')!;
    const fifty = 'x'.repeat(50);
    expect(counterText(fifty, description)).toBe('50 characters (160 to 300): too short');
    // The same sentence as the server's (backend/src/common/text-rules.spec.ts).
    expect(lengthProblem('description', `  ${fifty}  `, description)).toBe(
      'The description must be 160 to 300 characters; it has 50.',
    );
    expect(lengthProblem('description', 'x'.repeat(160), description)).toBeNull();
    const argument = textLimits('arg', 'Argument')!;
    expect(counterText('', argument)).toBe('0 characters (100 to 5000): it cannot be empty');
    expect(lengthProblem('argument', '  ', argument)).toBe(
      'The argument cannot be empty: write 100 to 5000 characters.',
    );
    expect(lengthProblem('argument', 'x'.repeat(99), argument)).toBe(
      'The argument must be 100 to 5000 characters; it has 99.',
    );
    const furtherReading = textLimits('arg', 'FurtherReading')!;
    expect(counterText('', furtherReading)).toBe('0 characters (at most 5000)');
    expect(lengthProblem('location', '😀'.repeat(51), { min: 0, max: 50 })).toBe(
      'The location must be at most 50 characters; it has 51.',
    );
  });
});
