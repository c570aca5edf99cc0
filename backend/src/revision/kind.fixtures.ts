import type { ArtifactKind } from './content-kinds.js';

/**
 * A kind with nothing but what the registry requires, for unit tests of the engine: `type` names
 * it ('alpha' -> typeName 'Alpha'), `more` adds what a test is about. Left out of the build.
 */
export function bareKind(type: string, more: Partial<ArtifactKind> = {}): ArtifactKind {
  return {
    type,
    typeName: type.charAt(0).toUpperCase() + type.slice(1),
    noun: type,
    plural: `${type}s`,
    entity: class {},
    textRules: {},
    name: () => '',
    link: () => '',
    snapshot: async () => ({}),
    applyField: async () => undefined,
    ...more,
  };
}
