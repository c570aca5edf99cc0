import { describe, expect, it } from '@jest/globals';
import { aliasBase, MAX_ALIAS_BASE, nextAliasNumber, numberedAlias } from './path-alias.js';

describe('person path aliases', () => {
  it('are made from the name: accents stripped, lowercased, runs of other characters one hyphen', () => {
    expect(aliasBase('Émile Zola, Jr.')).toBe('emile-zola-jr');
    expect(aliasBase('  Ada   LOVELACE ')).toBe('ada-lovelace');
    expect(aliasBase("Martin Luther King Jr.'s")).toBe('martin-luther-king-jr-s');
    expect(aliasBase('Dvořák')).toBe('dvorak');
    expect(aliasBase('ﬁne Ｗide')).toBe('fine-wide');
    // Letters with no decomposition are folded too, not dropped.
    expect(aliasBase('Ørsted, Hans Christian')).toBe('orsted-hans-christian');
    expect(aliasBase('Łukasz Dąbrowski')).toBe('lukasz-dabrowski');
    expect(aliasBase('Æsop Straße Þór')).toBe('aesop-strasse-thor');
  });

  it('fall back to "person" when no Latin letter or digit is left', () => {
    expect(aliasBase('孔子')).toBe('person');
    expect(aliasBase('-- ..')).toBe('person');
  });

  it('are bounded, and never end with a hyphen', () => {
    const alias = aliasBase(`${'a'.repeat(MAX_ALIAS_BASE - 1)} bcd`);
    expect(alias.length).toBeLessThanOrEqual(MAX_ALIAS_BASE);
    expect(alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('take the next free number among namesakes', () => {
    expect(numberedAlias('jane-doe', 1)).toBe('jane-doe');
    expect(numberedAlias('jane-doe', 3)).toBe('jane-doe-3');
    expect(nextAliasNumber('jane-doe', [])).toBe(1);
    expect(nextAliasNumber('jane-doe', ['jane-doe'])).toBe(2);
    expect(
      nextAliasNumber('jane-doe', ['jane-doe', 'jane-doe-7', 'jane-doe-x', 'jane-doe-07']),
    ).toBe(8);
    expect(nextAliasNumber('jane', ['jane-doe'])).toBe(1);
  });
});
