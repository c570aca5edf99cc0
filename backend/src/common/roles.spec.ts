import { describe, expect, it } from '@jest/globals';
import { hasRole, isRole } from './roles.js';

describe('roles', () => {
  it('orders user < editor < mod < admin', () => {
    expect(hasRole('admin', 'mod')).toBe(true);
    expect(hasRole('mod', 'editor')).toBe(true);
    expect(hasRole('editor', 'mod')).toBe(false);
    expect(hasRole('user', 'editor')).toBe(false);
    expect(hasRole('user', 'user')).toBe(true);
  });

  it('recognises only the four roles', () => {
    expect(isRole('editor')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
