/** The one swc transform for the Node-side jest projects (ESM, with Nest's decorator metadata). */
export const swcTransform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: false,
        },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'es6' },
    },
  ],
};

/** Sources import './x.js'; under jest the TypeScript file is meant. */
export const esmModuleMapper = { '^(\\.{1,2}/.*)\\.js$': '$1' };
