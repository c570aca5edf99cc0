/** The two licences a dump's files carry (DESIGN.md: content CC BY-SA 4.0, aggregates CC0), by SPDX id. */
export const LICENCES = {
  'CC-BY-SA-4.0': {
    name: 'Creative Commons Attribution-ShareAlike 4.0 International',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'CC0-1.0': {
    name: 'CC0 1.0 Universal (public domain dedication)',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
} as const;

export type LicenceId = keyof typeof LICENCES;

/** Public content and its history, with contributors' usernames. */
export const CONTENT_LICENCE: LicenceId = 'CC-BY-SA-4.0';
/** Counts, and what describes the files (schemas, the data card, checksums). */
export const AGGREGATE_LICENCE: LicenceId = 'CC0-1.0';
