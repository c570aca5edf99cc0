import { describe, expect, it } from '@jest/globals';
import { ValidationError } from 'class-validator';
import { formatValidationErrors } from './validation.js';

function error(
  property: string,
  constraints: Record<string, string>,
  value: unknown = 'x',
  children: ValidationError[] = [],
) {
  return Object.assign(new ValidationError(), { property, constraints, value, children });
}

describe('formatValidationErrors', () => {
  it('names the field and the rule, ending with a full stop', () => {
    expect(
      formatValidationErrors([error('email', { isEmail: 'email must be a valid email address' })]),
    ).toBe('email must be a valid email address.');
  });

  it('says a missing field is required', () => {
    expect(
      formatValidationErrors([
        error('username', { matches: 'username may contain only letters' }, null),
      ]),
    ).toBe('username is required.');
  });

  it('reports unknown fields by name', () => {
    expect(
      formatValidationErrors([
        error('admin', { whitelistValidation: 'property admin should not exist' }, true),
      ]),
    ).toBe('Unknown field "admin".');
  });

  it('walks into nested objects with a dotted path', () => {
    const nested = Object.assign(new ValidationError(), {
      property: 'action',
      children: [error('ActionName', { isString: 'ActionName must be text' })],
    });
    expect(formatValidationErrors([nested])).toBe('ActionName must be text.');
    expect(
      formatValidationErrors([
        Object.assign(new ValidationError(), { property: 'x', children: [] }),
      ]),
    ).toBe('The request is not valid.');
  });
});
