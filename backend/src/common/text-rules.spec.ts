import { describe, expect, it } from '@jest/globals';
import {
  checkText,
  fieldWords,
  lineRule,
  longFormRule,
  requiredLongFormRule,
} from './text-rules.js';

describe('checkText', () => {
  it('names the field in words, with its limits and the length it has', () => {
    // The same sentences as the front ends' (reader-web/src/api/kinds.test.ts).
    expect(() =>
      checkText('Description', `  ${'x'.repeat(50)}  `, lineRule('d', 300, 160)),
    ).toThrow('The description must be 160 to 300 characters; it has 50.');
    expect(() => checkText('argument', 'x'.repeat(99), longFormRule('argument', 100))).toThrow(
      'The argument must be 100 to 5000 characters, or empty; it has 99.',
    );
    expect(() => checkText('FurtherReading', 'x'.repeat(5001), longFormRule('f'))).toThrow(
      'The further reading must be at most 5000 characters; it has 5001.',
    );
    expect(() => checkText('counter-arguments', 'x', longFormRule('c', 100))).toThrow(
      /^The counter-arguments must/,
    );
    // A text that starts empty but that no edit may empty again.
    expect(() => checkText('Argument', ' ', requiredLongFormRule('argument', 100))).toThrow(
      'The argument cannot be empty: write 100 to 5000 characters.',
    );
  });

  it('returns the text trimmed, one line where newlines are not allowed', () => {
    expect(checkText('Title', '  A title\nthat wraps  ', lineRule('title', 75, 10))).toBe(
      'A title that wraps',
    );
    expect(checkText('Argument', '', longFormRule('argument', 100))).toBe('');
  });

  it("words a field's name as a label reads", () => {
    expect(fieldWords('RejectingPremises')).toBe('rejecting premises');
    expect(fieldWords('counter-arguments')).toBe('counter-arguments');
  });
});
