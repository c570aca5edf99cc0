/** npm test: every suite that needs no browser. Each project has its own config. */
export default {
  projects: [
    '<rootDir>/backend',
    '<rootDir>/test/api',
    '<rootDir>/reader-web',
    '<rootDir>/admin-web',
  ],
  // A global option: jest ignores a project's own testTimeout when it runs several projects.
  testTimeout: 30000,
};
