import type { DynamicModule, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants.js';
import type { ArtifactKind } from './content-kinds.js';

/** The kind each provideContentKind provider registers, by the provider object itself. */
const kindOfProvider = new WeakMap<object, ArtifactKind>();

/** Marks a provider as the registration of `kind` (provideContentKind does). */
export function rememberKind<P extends object>(kind: ArtifactKind, provider: P): P {
  kindOfProvider.set(provider, kind);
  return provider;
}

function metadata(module: Type, key: string): unknown[] {
  return (Reflect.getMetadata(key, module) as unknown[] | undefined) ?? [];
}

/**
 * The content kinds an app registers, read from its modules' metadata as Nest's scanner reads it
 * (static imports and providers, dynamic modules' own, forward references), without creating a
 * provider or touching a database: what the build writes the front ends' module from. A test's
 * module that registers a kind of its own is collected the same way. Modules are read breadth
 * first, so kinds come in the order the app registers them: its imports' order.
 */
export async function collectContentKinds(root: Type | DynamicModule): Promise<ArtifactKind[]> {
  const seen = new Set<unknown>();
  const kinds: ArtifactKind[] = [];
  let level: unknown[] = [root];
  while (level.length > 0) {
    const next: unknown[] = [];
    for (let ref of level) {
      while (ref instanceof Promise || (typeof ref === 'object' && ref && 'forwardRef' in ref))
        ref =
          ref instanceof Promise
            ? await (ref as Promise<DynamicModule>)
            : (ref as { forwardRef: () => unknown }).forwardRef();
      if (ref === undefined || ref === null || seen.has(ref)) continue;
      seen.add(ref);
      const dynamic = typeof ref === 'object' ? (ref as DynamicModule) : undefined;
      const module = dynamic ? dynamic.module : (ref as Type);
      for (const provider of [
        ...metadata(module, MODULE_METADATA.PROVIDERS),
        ...(dynamic?.providers ?? []),
      ]) {
        const kind = typeof provider === 'object' && provider && kindOfProvider.get(provider);
        if (kind && !kinds.includes(kind)) kinds.push(kind);
      }
      next.push(...metadata(module, MODULE_METADATA.IMPORTS), ...(dynamic?.imports ?? []));
    }
    level = next;
  }
  return kinds;
}
