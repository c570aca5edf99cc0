import { esmModuleMapper, swcTransform } from '../jest.swc.js';

/** Unit tests beside the code: fast, no database (collaborators are faked at their boundary). */
export default {
  displayName: 'backend',
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: esmModuleMapper,
  transform: swcTransform,
};
