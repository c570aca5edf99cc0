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
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 60000,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
};
