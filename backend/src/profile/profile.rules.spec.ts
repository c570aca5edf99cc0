import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import {
  checkLink,
  checkProfileText,
  MAX_LINK_LENGTH,
  PROFILE_TEXT_RULES,
} from './profile.rules.js';

describe('checkLink', () => {
  it('keeps an empty link (no link) and trims', () => {
    expect(checkLink('')).toBe('');
    expect(checkLink('   ')).toBe('');
    expect(checkLink('  https://example.org/me  ')).toBe('https://example.org/me');
    expect(checkLink('http://example.org')).toBe('http://example.org');
    expect(checkLink('HTTPS://Example.org/A?b=c#d')).toBe('HTTPS://Example.org/A?b=c#d');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/',
    'mailto:a@example.org',
    '//example.org/x',
    'example.org',
    '/relative/path',
    'http://',
    'https:/example.org',
    'https:example.org',
    'http://exa mple.org',
    'https://example.org/\u0001',
    'https://example.org/a\nb',
  ])('refuses %j with a message naming link', (value) => {
    expect(() => checkLink(value)).toThrow(BadRequestException);
    expect(() => checkLink(value)).toThrow(/^link /);
  });

  it('refuses a link longer than the column', () => {
    const long = 'https://example.org/' + 'a'.repeat(MAX_LINK_LENGTH);
    expect(() => checkLink(long)).toThrow(/at most 2048/);
    const fits = 'https://example.org/' + 'a'.repeat(MAX_LINK_LENGTH - 20);
    expect(checkLink(fits)).toBe(fits);
  });
});

describe('checkProfileText', () => {
  it('uses the spec size hints as limits, counted in characters', () => {
    expect(PROFILE_TEXT_RULES.fullName.max).toBe(200);
    expect(PROFILE_TEXT_RULES.bio.max).toBe(5000);
    expect(PROFILE_TEXT_RULES.location.max).toBe(50);
    expect(PROFILE_TEXT_RULES.userExpertise.max).toBe(5000);
    expect(checkProfileText('location', '😀'.repeat(50))).toHaveLength(100);
    expect(() => checkProfileText('location', '😀'.repeat(51))).toThrow(
      'The location must be at most 50 characters; it has 51.',
    );
    expect(() => checkProfileText('fullName', 'a'.repeat(201))).toThrow(
      'The full name must be at most 200 characters; it has 201.',
    );
    expect(() => checkProfileText('bio', 'a'.repeat(5001))).toThrow(/bio/);
    expect(() => checkProfileText('userExpertise', 'a'.repeat(5001))).toThrow(
      'The expertise must be at most 5000 characters; it has 5001.',
    );
  });

  it('trims, keeps newlines only in bio and expertise, and drops control characters', () => {
    expect(checkProfileText('fullName', '  Ada\nLovelace \u0007 ')).toBe('Ada Lovelace');
    expect(checkProfileText('bio', ' line one\r\nline two ')).toBe('line one\nline two');
    expect(checkProfileText('userExpertise', 'a\n\nb')).toBe('a\n\nb');
    expect(checkProfileText('location', 'Paris\nFrance')).toBe('Paris France');
    expect(checkProfileText('bio', '')).toBe('');
  });
});
