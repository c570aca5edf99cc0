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
  // Test files share a worker, and with ES modules each file's module graph stays reachable: on one
  // worker the heap grew until later files spent most of their time collecting garbage (a 40 ms file
  // took 90 s). A worker whose heap passes this limit after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '700MB',
};
