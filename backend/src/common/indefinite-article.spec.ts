import { describe, expect, it } from '@jest/globals';
import { capitalized, withArticle } from './text-rules.js';

describe('withArticle and capitalized', () => {
  it('put "a" or "an" before a noun, and start a sentence with a capital', () => {
    expect(withArticle('question')).toBe('a question');
    expect(withArticle('article')).toBe('an article');
    expect(withArticle('arg')).toBe('an arg');
    expect(capitalized(withArticle('article'))).toBe('An article');
    expect(capitalized('')).toBe('');
  });
});
