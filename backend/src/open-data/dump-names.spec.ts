import { describe, expect, it } from '@jest/globals';
import {
  CHECKSUMS,
  contentTypeOf,
  DATA_CARD,
  DUMP_FOLDER,
  dumpFolderName,
  isDumpFileName,
  MANIFEST,
  schemaName,
} from './dump-names.js';
import { isOpenDataPath, OPEN_DATA_ROUTES } from './open-data-paths.js';

describe("a dump's names", () => {
  it('pairs each data file with its schema', () => {
    expect(schemaName('questions.ndjson.gz')).toBe('questions.schema.json');
    expect(schemaName('votes-per-argument.csv')).toBe('votes-per-argument.schema.json');
  });

  it.each([
    MANIFEST,
    CHECKSUMS,
    DATA_CARD,
    'questions.ndjson.gz',
    'votes-per-argument.csv',
    'people.schema.json',
  ])('takes %s as a name', (name) => expect(isDumpFileName(name)).toBe(true));

  it.each([
    '',
    '.',
    '..',
    '../manifest.json',
    'a/b.csv',
    'a\\b.csv',
    '.latest',
    'Questions.ndjson.gz',
    'questions..gz',
    'questions.ndjson.gz\u0000.csv',
    'questions.csv ',
    'x'.repeat(65),
  ])('refuses %j', (name) => expect(isDumpFileName(name)).toBe(false));

  it('has a dot in every file name, so /api/data/dumps is no file route', () => {
    for (const name of [MANIFEST, CHECKSUMS, DATA_CARD]) expect(name).toContain('.');
    expect(OPEN_DATA_ROUTES).toEqual(['data/:base.:ext']);
    expect(isOpenDataPath('/data')).toBe(false);
    expect(isOpenDataPath('/data/questions.ndjson.gz')).toBe(true);
  });

  it('names a dump by its time in UTC, sortable and without colons', () => {
    const name = dumpFolderName(new Date('2026-11-30T03:17:05.123Z'));
    expect(name).toBe('2026-11-30T031705Z');
    expect(DUMP_FOLDER.test(name)).toBe(true);
  });

  it('serves each kind of file with its type', () => {
    expect(contentTypeOf('questions.ndjson.gz')).toBe('application/gzip');
    expect(contentTypeOf('votes-per-argument.csv')).toBe('text/csv; charset=utf-8');
    expect(contentTypeOf(MANIFEST)).toBe('application/json; charset=utf-8');
    expect(contentTypeOf(DATA_CARD)).toBe('text/markdown; charset=utf-8');
    expect(contentTypeOf(CHECKSUMS)).toBe('text/plain; charset=utf-8');
  });
});
