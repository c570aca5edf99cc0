import { type AppExtensions, AppModule } from '../app.module.js';
import { loadConfig } from '../config/config.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { collectContentKinds } from '../revision/kind-collector.js';
import type { KindDescription } from '../revision/kind-description.js';

/** Never connected to: the app's modules are only read. */
const NO_DATABASE = 'postgres://unused.invalid/none';

/**
 * The kinds the app (with these extensions) registers, collected from its modules without
 * starting it, in a registry of their own: the same checks as at start-up.
 */
export async function registryOfApp(extensions?: AppExtensions): Promise<ContentKindRegistry> {
  const registry = new ContentKindRegistry();
  const app = AppModule.register(loadConfig({}), NO_DATABASE, extensions);
  for (const kind of await collectContentKinds(app)) registry.register(kind);
  registry.checkReferences();
  return registry;
}

export async function registeredKinds(extensions?: AppExtensions): Promise<KindDescription[]> {
  return (await registryOfApp(extensions)).describeAll();
}
