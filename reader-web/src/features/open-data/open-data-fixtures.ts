import type { DumpFileDto, OpenDataDto } from './api/open-data-api';

const file = (Name: string, rest: Partial<DumpFileDto>): DumpFileDto => ({
  Name,
  URL: `/data/${Name}`,
  Format: 'ndjson',
  Licence: 'CC-BY-SA-4.0',
  LicenceURL: 'https://creativecommons.org/licenses/by-sa/4.0/',
  Description: `The ${Name}.`,
  Bytes: 14_230,
  SHA256: 'a'.repeat(64),
  Records: 12,
  SchemaURL: `/data/${Name.replace(/\.(ndjson\.gz|csv)$/, '')}.schema.json`,
  ...rest,
});

export const LATEST_DUMP: OpenDataDto = {
  Latest: {
    CreatedAt: '2026-11-30T03:17:05.000Z',
    ChangesCursor: 'MTIzNDU.',
    ManifestURL: '/data/manifest.json',
    ChecksumsURL: '/data/sha256sums.txt',
    Files: [
      file('questions.ndjson.gz', { Description: 'Every public question: its current state.' }),
      file('revisions.ndjson.gz', { Bytes: 3_100_000, Records: 4_210 }),
      file('votes-per-argument.csv', {
        Format: 'csv',
        Licence: 'CC0-1.0',
        LicenceURL: 'https://creativecommons.org/publicdomain/zero/1.0/',
        Bytes: 812,
      }),
      file('questions.schema.json', {
        Format: 'json-schema',
        Licence: 'CC0-1.0',
        LicenceURL: 'https://creativecommons.org/publicdomain/zero/1.0/',
        Records: null,
        SchemaURL: null,
        Bytes: 1_400,
      }),
      file('datacard.md', {
        Format: 'markdown',
        Licence: 'CC0-1.0',
        LicenceURL: 'https://creativecommons.org/publicdomain/zero/1.0/',
        Description: 'The data card.',
        Records: null,
        SchemaURL: null,
      }),
    ],
  },
};
