import { describe, expect, it } from '@jest/globals';
import { userMenuLabel } from './ConsoleUserMenu';

describe('the user menu’s name', () => {
  it('starts with the name the button shows, and falls back to the default without one', () => {
    expect(userMenuLabel('DemoRoot')).toBe('DemoRoot: account menu');
    expect(userMenuLabel(undefined)).toBeUndefined();
  });
});
