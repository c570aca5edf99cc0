import { describe, expect, it } from '@jest/globals';
import { passwordWeakness } from './password-policy.js';

describe('passwordWeakness', () => {
  it('accepts a long passphrase', () => {
    expect(
      passwordWeakness('correct horse battery staple', 'password', ['ada', 'ada@example.org']),
    ).toBeUndefined();
  });

  it.each([
    ['aaaaaaaaaaaa', /too easy to guess/],
    ['abababababab', /too easy to guess/],
    ['Password123', /commonly used/],
    // From the common-password list, not from a hand-picked one.
    ['qwertyuiop', /commonly used/],
    ['sunshine2024!', /commonly used/],
    ['Dragonfly_99', /commonly used/],
    ['1qaz2wsx3edc', /commonly used/],
    ['my name is ada lovelace', /must not contain your username/],
  ])('refuses %s', (password, message) => {
    expect(passwordWeakness(password, 'password', ['Ada', 'lovelace@example.org'])).toMatch(
      message,
    );
  });

  it('accepts words that are common but not a common password, and a stem too short to judge', () => {
    for (const password of ['a long enough password', 'long enough', 'abc1234567'])
      expect(passwordWeakness(password, 'The password', [])).toBeUndefined();
  });

  it('names the field it checks', () => {
    expect(passwordWeakness('aaaaaaaaaaaa', 'The new password', [])).toMatch(/^The new password /);
  });
});
