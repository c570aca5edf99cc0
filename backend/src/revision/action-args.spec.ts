import { describe, expect, it } from '@jest/globals';
import { MAX_ORDER_IDS, parseActionArgs } from './action-args.js';

const kind = {
  type: 'convo',
  noun: 'question',
  orderField: 'PosOrderJSON',
  textRules: {
    Title: { column: 'title', min: 10, max: 75, multiline: false },
  },
};
const edit = (args: unknown) => parseActionArgs(kind, 'EditTextField', JSON.stringify(args));

describe('parseActionArgs', () => {
  it('refuses ArgsJSON that is not a JSON object', () => {
    for (const raw of ['', 'nope', '[]', 'null', '1', '"text"']) {
      expect(() => parseActionArgs(kind, 'Delete', raw)).toThrow(
        'action.ArgsJSON must be a JSON object.',
      );
    }
  });

  it('refuses ArgsJSON nested deeper than the request guards allow', () => {
    const deep = '{"a":'.repeat(100) + '1' + '}'.repeat(100);
    expect(() => parseActionArgs(kind, 'Delete', deep)).toThrow('nested more than');
  });

  it('refuses unknown fields, naming what the action takes', () => {
    expect(() => parseActionArgs(kind, 'Delete', '{"x":1}')).toThrow(
      'action.ArgsJSON has an unknown field "x"; this action takes no fields.',
    );
    expect(() => parseActionArgs(kind, 'Revert', '{"RevID":"abc","__proto__":{}}')).toThrow(
      'unknown field "__proto__"; this action takes only RevID, Undo.',
    );
  });

  it('refuses missing or mistyped fields', () => {
    expect(() => parseActionArgs(kind, 'Revert', '{}')).toThrow('action.ArgsJSON.RevID must be');
    expect(() => parseActionArgs(kind, 'Revert', '{"RevID":"not an id!"}')).toThrow(
      'action.ArgsJSON.RevID must be an id.',
    );
    expect(() => edit({ FieldName: 'Title', OldValue: 1, NewValue: 'x' })).toThrow(
      'action.ArgsJSON.OldValue must be text.',
    );
  });

  it('refuses a field the kind does not have, inherited names included', () => {
    for (const field of ['Password', 'constructor', 'toString']) {
      expect(() => edit({ FieldName: field, OldValue: '', NewValue: 'x' })).toThrow(
        `A question has no text field "${field}".`,
      );
    }
  });

  it("checks NewValue against the field's rule and returns it as it will be stored", () => {
    expect(() => edit({ FieldName: 'Title', OldValue: '', NewValue: 'short' })).toThrow(
      'The title must be 10 to 75 characters; it has 5.',
    );
    expect(edit({ FieldName: 'Title', OldValue: 'x', NewValue: '  A proper\ntitle  ' })).toEqual({
      FieldName: 'Title',
      OldValue: 'x',
      NewValue: 'A proper title',
    });
  });

  it('refuses an OldValue longer than the field can hold', () => {
    expect(() =>
      edit({ FieldName: 'Title', OldValue: 'x'.repeat(76), NewValue: 'A proper title' }),
    ).toThrow('action.ArgsJSON.OldValue must be at most 75 characters');
  });

  it('canonicalizes an order field and bounds its size', () => {
    expect(edit({ FieldName: 'PosOrderJSON', OldValue: '[ "a" ]', NewValue: '["b","a"]' })).toEqual(
      { FieldName: 'PosOrderJSON', OldValue: '["a"]', NewValue: '["b","a"]' },
    );
    const tooMany = JSON.stringify(Array.from({ length: MAX_ORDER_IDS + 1 }, (_, i) => `i${i}`));
    for (const bad of ['[1]', '{}', 'nope', '["bad id"]', tooMany]) {
      expect(() => edit({ FieldName: 'PosOrderJSON', OldValue: '[]', NewValue: bad })).toThrow(
        `action.ArgsJSON.NewValue must be a JSON list of at most ${MAX_ORDER_IDS} child ids.`,
      );
    }
  });

  it('takes a move target only as an id', () => {
    expect(parseActionArgs(kind, 'SetPos', '{"NewParentPosID":"abc"}')).toEqual({
      NewParentPosID: 'abc',
    });
    expect(() => parseActionArgs(kind, 'SetPos', '{"NewParentPosID":"../x"}')).toThrow(
      'action.ArgsJSON.NewParentPosID must be an id.',
    );
  });
});
