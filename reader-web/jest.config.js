/** Component, unit and SSR tests of the reader app, beside the code (*.test.ts[x]). */
export default {
  displayName: 'reader-web',
  rootDir: '.',
  // jsdom plus Node's fetch classes; SSR tests switch to `@jest-environment node`.
  testEnvironment: '<rootDir>/jest/jsdom-environment.js',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
    // The generated kinds module imports './kind-basics.js' (its TypeScript file, as Node's
    // resolution wants it written).
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
};
