import type { EntityManager } from 'typeorm';
import { artifactKey, listKey } from '../common/read-keys.js';
import type { ContentKindRegistry } from './content-kind.registry.js';
import type { ArtifactKind, ContentEntity } from './content-kinds.js';
import { ancestors } from './edit-guards.js';
import type { DiffEntry } from './revision.entity.js';

/**
 * The read keys a write of an artifact touches, as its change notice names them: the artifact,
 * every artifact it lives under (their pages show it: a question's page its positions and their
 * arguments), its kind's lists (new, renamed, deleted, recategorised: the home list, a category's,
 * a tag's, search), and what the kind adds (touches). A move touches the old parent's chain too.
 */
export async function changeKeys(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  kind: ArtifactKind,
  entity: ContentEntity,
  diff: readonly DiffEntry[],
): Promise<string[]> {
  const keys = new Set([artifactKey(kind.type, entity.id), listKey(kind.type)]);
  const addChain = async (under: object) => {
    for await (const parent of ancestors(manager, kinds, kind, under))
      keys.add(artifactKey(parent.kind.type, parent.id));
  };
  await addChain(entity);
  const moved = kind.move && kind.parent && diff.find((d) => d.Field === kind.move?.field);
  if (moved && kind.parent && typeof moved.Old === 'string' && moved.Old !== '')
    await addChain({ [kind.parent.key]: moved.Old });
  for (const key of kind.touches?.(entity, diff) ?? []) keys.add(key);
  return [...keys];
}
