import { esmModuleMapper, swcTransform } from '../../jest.swc.js';

/**
 * Browser end-to-end tests: the built app started as `npm start` would, on a fresh data
 * directory, driven through the system Chromium (/usr/bin/chromium) by playwright-core.
 */
export default {
  displayName: 'e2e',
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: esmModuleMapper,
  testTimeout: 60000,
  transform: swcTransform,
};
