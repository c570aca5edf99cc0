/**
 * Component and unit tests beside the code, in jsdom. Test files run as CommonJS (swc transforms
 * them) so react-admin, MUI and react-router load through their CommonJS builds.
 */
const ESM_ONLY = ['react-hotkeys-hook'];

export default {
  displayName: 'admin-web',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
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
    // ESM-only dependencies of react-admin, compiled to CommonJS like our own files.
    '^.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  // The generated kinds module imports './kind-basics.js' (its TypeScript file, as Node's
  // resolution wants it written).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
