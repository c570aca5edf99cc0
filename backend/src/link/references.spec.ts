import { describe, expect, it } from '@jest/globals';
import { MAX_REFS, parseReferenceLine, parseReferences } from './references.js';

describe('parseReferences', () => {
  it('reads one name and address per line, in the forms people write', () => {
    const body = [
      'BBC report https://www.bbc.co.uk/news/1',
      '[who-2020]: https://www.who.int/report "WHO report"',
      '[nasa]: <https://nasa.gov/x>',
      'Nature - https://nature.com/a',
      'Science: http://science.org/b',
      '- Listed | https://example.org/c',
    ].join('\n');
    expect(parseReferences(body)).toEqual([
      { Name: 'BBC report', URL: 'https://www.bbc.co.uk/news/1' },
      { Name: 'who-2020', URL: 'https://www.who.int/report' },
      { Name: 'nasa', URL: 'https://nasa.gov/x' },
      { Name: 'Nature', URL: 'https://nature.com/a' },
      { Name: 'Science', URL: 'http://science.org/b' },
      { Name: 'Listed', URL: 'https://example.org/c' },
    ]);
  });

  it('skips lines that are not references, never throwing', () => {
    const body = [
      '',
      '   ',
      'https://only-an-address.example',
      'no address here',
      'script javascript:alert(1)',
      'creds https://user:pass@example.org/',
      'mail mailto:a@example.org',
      'nul \u0000 https://example.org/',
      'lone \ud800 https://example.org/',
      `long ${'x'.repeat(300)} https://example.org/`.replace(/ x/, 'x'),
      `overlong https://example.org/${'a'.repeat(2100)}`,
      '[]: https://example.org/',
      'ok https://example.org/ok',
    ].join('\r\n');
    expect(parseReferences(body)).toEqual([{ Name: 'ok', URL: 'https://example.org/ok' }]);
  });

  it('keeps at most MAX_REFS references', () => {
    const body = Array.from({ length: MAX_REFS + 20 }, (_, i) => `r${i} https://e.org/${i}`).join(
      '\n',
    );
    expect(parseReferences(body)).toHaveLength(MAX_REFS);
  });

  it('handles a hostile 5000-character line quickly enough (no backtracking)', () => {
    expect(parseReferenceLine(`a${' '.repeat(5000)}!`)).toBeUndefined();
    expect(parseReferenceLine(`[${'['.repeat(5000)}`)).toBeUndefined();
    expect(parseReferenceLine('-'.repeat(5000))).toBeUndefined();
  });
});
