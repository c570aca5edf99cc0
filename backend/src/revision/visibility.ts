import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Actor, canAccess } from '../common/access.js';
import type { ContentKindRegistry } from './content-kind.registry.js';
import { parentOf } from './content-kinds.js';
import { MAX_DEPTH } from './edit-guards.js';
import type { ArtifactType } from './revision.entity.js';

type State = 'missing' | 'deleted' | 'live';

/** Whether an artifact exists, and whether it or anything it lives under is deleted. */
export async function deletionState(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  type: ArtifactType,
  id: string,
): Promise<State> {
  let current: { type: ArtifactType; id: string } | undefined = { type, id };
  for (let depth = 0; current && depth < MAX_DEPTH; depth += 1) {
    const kind = kinds.get(current.type);
    const entity = (await manager.findOne(kind.entity, { where: { id: current.id } as never })) as
      (Record<string, unknown> & { deletedAt?: Date | null }) | null;
    if (!entity) return depth === 0 ? 'missing' : 'deleted';
    if (entity.deletedAt) return 'deleted';
    current = parentOf(kind, entity);
  }
  return 'live';
}

/**
 * The history (and any revision) of an artifact: 404 for an unknown one, and for a deleted one
 * unless the viewer may see deleted content (mods and admins), exactly as if it did not exist.
 */
export async function assertHistoryVisible(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  type: ArtifactType,
  id: string,
  viewer: Actor | undefined,
): Promise<void> {
  const state = await deletionState(manager, kinds, type, id);
  if (state === 'missing' || (state === 'deleted' && !canAccess(viewer, 'seeDeleted', type)))
    throw new NotFoundException(`There is no ${type} with id ${id}.`);
}
