import { describe, expect, it } from '@jest/globals';
import { parseActionArgs } from './action-args.js';
import { parseActionName } from './actions.js';

// {Type}Edit: several of a kind's editFields in one revision (QuoteEdit).
const kind = {
  type: 'quote',
  noun: 'quote',
  typeName: 'Quote',
  textRules: { Quote: { column: 'quote', min: 1, max: 50, multiline: true } },
  editFields: ['Quote', 'SourceURL'],
};
const parse = (args: unknown) => parseActionArgs(kind, 'Edit', JSON.stringify(args));

describe('{Type}Edit', () => {
  it('is an action only of kinds with editFields', () => {
    expect(parseActionName(kind, 'QuoteEdit')).toBe('Edit');
    expect(() => parseActionName({ ...kind, editFields: undefined }, 'QuoteEdit')).toThrow(
      'Unknown action "QuoteEdit"',
    );
    expect(() => parseActionName({ ...kind, editFields: [] }, 'QuoteEdit')).toThrow(
      'Unknown action',
    );
  });

  it('records text-rule fields as stored, other fields as given', () => {
    expect(
      parse({
        Old: { Quote: 'a', SourceURL: '' },
        New: { Quote: '  two\r\nlines  ', SourceURL: ' https://x.org ' },
      }),
    ).toEqual({
      Old: { Quote: 'a', SourceURL: '' },
      New: { Quote: 'two\nlines', SourceURL: ' https://x.org ' },
    });
  });

  it('refuses an empty New, unknown fields and an Old that does not match New', () => {
    expect(() => parse({ Old: {}, New: {} })).toThrow('New must name at least one field');
    expect(() => parse({ Old: { PathAlias: 'a' }, New: { PathAlias: 'b' } })).toThrow(
      'A quote has no field "PathAlias" to edit; it has Quote, SourceURL.',
    );
    expect(() => parse({ Old: {}, New: { Quote: 'b' } })).toThrow('Old must hold the loaded Quote');
    expect(() => parse({ Old: { Quote: 'a', SourceURL: '' }, New: { Quote: 'b' } })).toThrow(
      'Old must name the same fields as New',
    );
    expect(() =>
      parseActionArgs(kind, 'Edit', '{"Old":{"Quote":"a","__proto__":"x"},"New":{"Quote":"b"}}'),
    ).toThrow('no field "__proto__"');
  });

  it('refuses values that are not text, too long, or outside the text rule', () => {
    expect(() => parse({ Old: { Quote: 'a' }, New: { Quote: 5 } })).toThrow(
      'New.Quote must be text',
    );
    expect(() => parse({ Old: { Quote: ['a'] }, New: { Quote: 'b' } })).toThrow(
      'Old.Quote must be text',
    );
    expect(() => parse({ Old: { SourceURL: 'x'.repeat(10_001) }, New: { SourceURL: '' } })).toThrow(
      'at most 10000 characters',
    );
    expect(() => parse({ Old: { Quote: 'a' }, New: { Quote: 'q'.repeat(51) } })).toThrow(
      'The quote must be 1 to 50 characters; it has 51.',
    );
    expect(() => parse({ Old: [], New: { Quote: 'b' } })).toThrow('Old must be an object');
    expect(() => parse({ Old: { Quote: 'a' }, New: 'b' })).toThrow('New must be an object');
  });
});
