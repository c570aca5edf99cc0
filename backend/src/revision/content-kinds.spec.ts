import { describe, expect, it } from '@jest/globals';
import { checkText, requiredLongFormRule, type TextRule } from '../common/text-rules.js';
import { applyOrder, deletedFlag, setDeleted, setText, textSnapshot } from './content-kinds.js';

const rules: Record<string, TextRule> = {
  Title: { column: 'title', min: 3, max: 10, multiline: false },
  Body: { column: 'body', min: 0, max: 20, multiline: true },
};

describe('applyOrder', () => {
  const live = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('applies an exact new order and keeps deleted children stored after it', () => {
    expect(applyOrder('F', '["c","a","b"]', ['a', 'dead', 'b', 'c'], live, true)).toEqual([
      'c',
      'a',
      'b',
      'dead',
    ]);
  });

  it('refuses an exact order that is not a permutation of the live children', () => {
    expect(() => applyOrder('F', '["a","b"]', [], live, true)).toThrow(
      'F must list each current child exactly once.',
    );
    expect(() => applyOrder('F', '["a","b","c","c"]', [], live, true)).toThrow();
  });

  it('on a revert, drops children that are gone and keeps new ones at the end', () => {
    expect(applyOrder('F', '["b","gone","a"]', ['a', 'b', 'c'], live, false)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('refuses a value that is not a JSON list of ids with 400', () => {
    for (const value of [null, '', 'nope', '{"a":1}', '[1,2]', '"a"']) {
      expect(() => applyOrder('F', value, [], live, false)).toThrow(
        'F must be a JSON list of child ids.',
      );
    }
  });
});

describe('text fields', () => {
  it('snapshots each text field from its column, missing ones as empty', () => {
    expect(textSnapshot({ title: 'Hello' }, rules)).toEqual({ Title: 'Hello', Body: '' });
  });

  it('sets a field through its rule, normalized', () => {
    const entity = { title: '', body: '' };
    expect(setText(entity, rules, 'Title', '  Hi\nthere ')).toBe(true);
    expect(entity.title).toBe('Hi there');
    expect(setText(entity, rules, 'Body', null)).toBe(true);
    expect(entity.body).toBe('');
  });

  it('refuses a value outside the rule and leaves the entity as it was', () => {
    const entity = { title: 'Before', body: '' };
    expect(() => setText(entity, rules, 'Title', 'x')).toThrow(
      'The title must be 3 to 10 characters; it has 1.',
    );
    expect(entity.title).toBe('Before');
  });

  it('restores the empty value a field that starts empty had (a revert), which no edit may give', () => {
    const required = { Text: requiredLongFormRule('text', 100) };
    const entity = { text: 'x'.repeat(120) };
    expect(setText(entity, required, 'Text', '  ')).toBe(true);
    expect(entity.text).toBe('');
    expect(() => setText(entity, required, 'Text', 'short')).toThrow(
      'The text must be 100 to 5000 characters; it has 5.',
    );
    expect(() => checkText('Text', ' \n ', required.Text)).toThrow(
      'The text cannot be empty: write 100 to 5000 characters.',
    );
  });

  it('knows only its own fields, not inherited names', () => {
    const entity = { title: 'Before' };
    expect(setText(entity, rules, 'constructor', 'x')).toBe(false);
    expect(setText(entity, rules, 'Other', 'x')).toBe(false);
    expect(entity).toEqual({ title: 'Before' });
  });
});

describe('deletion', () => {
  it('sets and clears the deletion time, keeping the first one', () => {
    const first = new Date(1000);
    const entity: { deletedAt: Date | null } = { deletedAt: first };
    setDeleted(entity, 'true');
    expect(entity.deletedAt).toBe(first);
    expect(deletedFlag(entity)).toBe('true');
    setDeleted(entity, 'false');
    expect(entity.deletedAt).toBeNull();
    expect(deletedFlag(entity)).toBe('false');
    setDeleted(entity, 'true');
    expect(entity.deletedAt).toBeInstanceOf(Date);
  });
});
