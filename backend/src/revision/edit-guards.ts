import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Actor, requireAccess } from '../common/access.js';
import type { ContentKindRegistry } from './content-kind.registry.js';
import { type ArtifactKind, parentOf } from './content-kinds.js';

/** Artifacts nest only a few levels deep (question > position > argument); a guard against a cycle. */
export const MAX_DEPTH = 4;

export function noSuch(kind: ArtifactKind, id: string): NotFoundException {
  return new NotFoundException(`There is no ${kind.noun} with id ${id}.`);
}

/**
 * Refuses (404, as readers see it: gone) any change to an artifact that lives under a deleted one,
 * naming the deleted parent. The parents are read, not locked: a change that races a parent's
 * deletion is the same as one made just before it, and taking parent locks here would invert the
 * lock order of position undeletes and argument moves.
 */
export async function assertLiveParents(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  kind: ArtifactKind,
  entity: object,
): Promise<void> {
  let parent = parentOf(kind, entity);
  for (let depth = 0; parent && depth < MAX_DEPTH; depth += 1) {
    const parentKind = kinds.get(parent.type);
    const row = (await manager.findOne(parentKind.entity, {
      where: { id: parent.id } as never,
    })) as { deletedAt?: Date | null } | null;
    if (!row || row.deletedAt) throw noSuch(parentKind, parent.id);
    parent = parentOf(parentKind, row);
  }
}

/** Refuses (403) a change to a field the user may not edit (a tag's Name needs an editor). */
export function assertFieldAccess(kind: ArtifactKind, fields: string[], user: Actor): void {
  for (const field of fields) requireAccess(user, 'edit', { kind: kind.type, field });
}
