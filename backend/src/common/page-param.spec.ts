import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { parsePage } from './page-param.js';
import { MAX_PAGE } from './safe-input.js';

describe('parsePage', () => {
  it('reads a page number written with digits only', () => {
    expect(parsePage('page', '1')).toBe(1);
    expect(parsePage('page', '007')).toBe(7);
    expect(parsePage('page', String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it.each(['0', '-1', '1e3', '1.5', ' 7', '0x10', '', 'abc', '1234567890'])(
    'refuses %j with 400',
    (value) => {
      expect(() => parsePage('page', value)).toThrow(BadRequestException);
    },
  );

  it('refuses what is not text, and pages past the last', () => {
    expect(() => parsePage('page', 1000)).toThrow('page must be a whole number, 1 or more.');
    expect(() => parsePage('page', undefined)).toThrow(BadRequestException);
    expect(() => parsePage('page', String(MAX_PAGE + 1))).toThrow(
      `page must be at most ${MAX_PAGE}.`,
    );
  });
});
