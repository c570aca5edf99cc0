import { describe, expect, it } from '@jest/globals';
import { findTextProblem, jsonNestsDeeperThan, textProblem } from './safe-input.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('jsonNestsDeeperThan', () => {
  it('finds nesting past the bound in objects and arrays, from bytes or text', () => {
    expect(jsonNestsDeeperThan(bytes('{"a":'.repeat(5000) + '1' + '}'.repeat(5000)), 32)).toBe(
      true,
    );
    expect(jsonNestsDeeperThan('['.repeat(33) + ']'.repeat(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan(bytes('[{"a":[{}]}]'), 3)).toBe(true);
    // Unbalanced text is deep as far as it goes; the parser refuses the rest.
    expect(jsonNestsDeeperThan(bytes('['.repeat(1000)), 32)).toBe(true);
  });

  it('accepts nesting up to the bound, and siblings do not add up', () => {
    expect(jsonNestsDeeperThan(bytes('['.repeat(32) + ']'.repeat(32)), 32)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`[${'[[]],'.repeat(1000)}[]]`), 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const inString = JSON.stringify({ body: { title: '[{"\\'.repeat(1000) } });
    expect(jsonNestsDeeperThan(bytes(inString), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a\\"[[[[":"]]]]\\\\"}'), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"é[[[":"€{{{"}'), 1)).toBe(false);
  });
});

describe('textProblem', () => {
  it('refuses NUL and unpaired surrogates', () => {
    expect(textProblem('a\0b')).toBe('must not contain NUL characters');
    expect(textProblem('a\ud800')).toBe('must not contain unpaired UTF-16 surrogates');
    expect(textProblem('\udc00a')).toBe('must not contain unpaired UTF-16 surrogates');
    expect(textProblem('\ude00\ud83d')).toBe('must not contain unpaired UTF-16 surrogates');
  });

  it('accepts paired surrogates (emoji) and other control characters', () => {
    expect(textProblem('I 😀 this\ttab\nnewline')).toBeUndefined();
    expect(textProblem('')).toBeUndefined();
  });
});

describe('findTextProblem', () => {
  it('names the field, nested fields and list items', () => {
    expect(findTextProblem({ title: 'a\0' })).toBe('title must not contain NUL characters.');
    expect(findTextProblem({ action: { ArgsJSON: 'x\ud800' } })).toBe(
      'action.ArgsJSON must not contain unpaired UTF-16 surrogates.',
    );
    expect(findTextProblem({ inboxIDs: ['ok', 'b\0'] })).toBe(
      'inboxIDs[1] must not contain NUL characters.',
    );
    expect(findTextProblem({ NewValue: '\0' }, 'action.ArgsJSON')).toBe(
      'action.ArgsJSON.NewValue must not contain NUL characters.',
    );
    expect(findTextProblem('\0')).toBe('The value must not contain NUL characters.');
  });

  it('checks field names too', () => {
    expect(findTextProblem({ 'a\0': 1 })).toBe('A field name must not contain NUL characters.');
    expect(findTextProblem({ action: { '\ud800': 1 } })).toBe(
      'A field name in action must not contain unpaired UTF-16 surrogates.',
    );
  });

  it('accepts clean values of every JSON type', () => {
    expect(
      findTextProblem({ a: 'text 😀', b: 1, c: true, d: null, e: [{ f: 'g' }], h: {} }),
    ).toBeUndefined();
  });
});
