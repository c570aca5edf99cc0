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
    ['my name is ada lovelace', /must not contain your username/],
  ])('refuses %s', (password, message) => {
    expect(passwordWeakness(password, 'password', ['Ada', 'lovelace@example.org'])).toMatch(
      message,
    );
  });

  it('names the field it checks', () => {
    expect(passwordWeakness('aaaaaaaaaaaa', 'The new password', [])).toMatch(/^The new password /);
  });
});
