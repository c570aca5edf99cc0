import { esmModuleMapper, swcTransform } from '../../jest.swc.js';

/**
 * `npm run prod-shape`: the production shape started from installed packages and smoke-tested
 * through its front door (prod-shape.run.ts). Not part of `npm test`: it needs nginx and Varnish.
 */
export default {
  displayName: 'prod-shape',
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.run.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: esmModuleMapper,
  testTimeout: 60000,
  transform: swcTransform,
};
