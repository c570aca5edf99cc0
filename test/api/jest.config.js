import { esmModuleMapper, swcTransform } from '../../jest.swc.js';

/**
 * API end-to-end tests: the real Nest app over HTTP (supertest) on a real PostgreSQL.
 * One embedded cluster for the run; each test file gets its own database cloned from a migrated template.
 */
export default {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: esmModuleMapper,
  testTimeout: 30000,
  transform: swcTransform,
};
