import { describe, expect, it } from '@jest/globals';
import {
  checkLink,
  checkLinkUrl,
  formatLinks,
  linkIdOf,
  MAX_LINKS_PER_ARG,
  parseLinks,
} from './link-rules.js';

const link = {
  LinkID: 'abc123',
  Title: 'A page',
  URL: 'https://example.org/',
  Image: '',
  Icon: '',
};

describe('checkLinkUrl', () => {
  it('trims and normalizes http(s) addresses', () => {
    expect(checkLinkUrl('URL', '  https://Example.org/a b?c  '.replace(' b', '%20b'))).toBe(
      'https://example.org/a%20b?c',
    );
    expect(checkLinkUrl('Image', '', true)).toBe('');
  });

  it.each([
    ['', /web address/],
    ['example.org', /full web address/],
    ['ftp://example.org/', /http/],
    ['javascript:alert(1)', /http/],
    ['https://user:pw@example.org/', /user name or password/],
    ['https://exa mple.org/', /spaces/],
    ['https://example.org/\u0000', /NUL/],
    ['https://example.org/\ud800', /surrogates/],
    [`https://example.org/${'a'.repeat(2001)}`, /at most 2000/],
  ])('refuses %j', (value, message) => {
    expect(() => checkLinkUrl('URL', value)).toThrow(message);
  });
});

describe('checkLink', () => {
  it('trims the title and refuses an empty or overlong one', () => {
    expect(checkLink({ ...link, Title: '  A page \n title ' }).Title).toBe('A page   title');
    expect(() => checkLink({ ...link, Title: '   ' })).toThrow(
      'The title cannot be empty: write 1 to 200 characters.',
    );
    expect(() => checkLink({ ...link, Title: 'x'.repeat(201) })).toThrow(
      'The title must be 1 to 200 characters; it has 201.',
    );
  });
});

describe('parseLinks / formatLinks', () => {
  it('round-trips', () => {
    const value = formatLinks([link, { ...link, LinkID: 'def', URL: 'http://e.org/x' }]);
    expect(formatLinks(parseLinks(value))).toBe(value);
    expect(parseLinks(null)).toEqual([]);
    expect(parseLinks('[]')).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{}'],
    ['duplicate ids', formatLinks([link, link])],
    ['bad id', formatLinks([{ ...link, LinkID: 'a;b' }])],
    ['extra key', JSON.stringify([{ ...link, Extra: 'x' }])],
    ['missing key', JSON.stringify([{ LinkID: 'a', Title: 't', URL: 'https://e.org/' }])],
    ['bad URL', formatLinks([{ ...link, URL: 'file:///etc/passwd' }])],
    [
      'too many',
      formatLinks(
        Array.from({ length: MAX_LINKS_PER_ARG + 1 }, (_, i) => ({ ...link, LinkID: `l${i}` })),
      ),
    ],
  ])('refuses %s', (_name, value) => {
    expect(() => parseLinks(value)).toThrow();
  });
});

describe('linkIdOf', () => {
  it('takes a link id or argID;linkID of this argument', () => {
    expect(linkIdOf('arg1', 'link1')).toBe('link1');
    expect(linkIdOf('arg1', 'arg1;link1')).toBe('link1');
    expect(linkIdOf('arg1', 'arg2;link1')).toBeUndefined();
    expect(linkIdOf('arg1', 'arg1;link1;x')).toBeUndefined();
    expect(linkIdOf('arg1', 'a b')).toBeUndefined();
    expect(linkIdOf('arg1', '')).toBeUndefined();
  });
});
