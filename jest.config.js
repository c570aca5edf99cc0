/** npm test: every suite that needs no browser. Each project has its own config. */
export default {
  projects: [
    '<rootDir>/backend',
    '<rootDir>/test/api',
    '<rootDir>/reader-web',
    '<rootDir>/admin-web',
  ],
};
