import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Actor, requireAccess } from '../common/access.js';
import type { ContentKindRegistry } from './content-kind.registry.js';
import { type ArtifactKind, type ContentEntity, parentOf } from './content-kinds.js';
import type { ArtifactType } from './revision.entity.js';

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
  for await (const { kind: parentKind, id, row } of ancestors(manager, kinds, kind, entity)) {
    if (!row || row.deletedAt) throw noSuch(parentKind, id);
  }
}

/**
 * What an artifact lives under, nearest first (its position, then its question), each read as it
 * is reached (null when missing): a caller that stops early reads no further.
 */
export async function* ancestors(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  kind: ArtifactKind,
  entity: object,
): AsyncGenerator<{ kind: ArtifactKind; id: string; row: ContentEntity | null }> {
  let parent = parentOf(kind, entity);
  for (let depth = 0; parent && depth < MAX_DEPTH; depth += 1) {
    const parentKind = kinds.get(parent.type);
    const row = (await manager.findOne(parentKind.entity, {
      where: { id: parent.id } as never,
    })) as ContentEntity | null;
    yield { kind: parentKind, id: parent.id, row };
    if (!row) return;
    parent = parentOf(parentKind, row);
  }
}

/**
 * The live artifact and the live artifacts it lives under, nearest first ([arg, pos, convo]);
 * null when any of them is missing or deleted.
 */
export async function liveChainIn(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  type: ArtifactType,
  id: string,
): Promise<ContentEntity[] | null> {
  const kind = kinds.get(type);
  const row = (await manager.findOne(kind.entity, {
    where: { id } as never,
  })) as ContentEntity | null;
  if (!row || row.deletedAt) return null;
  const chain: ContentEntity[] = [row];
  for await (const parent of ancestors(manager, kinds, kind, row)) {
    if (!parent.row || parent.row.deletedAt) return null;
    chain.push(parent.row);
  }
  return chain;
}

/** Refuses (403) a change to a field the user may not edit (a tag's Name needs an editor). */
export function assertFieldAccess(kind: ArtifactKind, fields: string[], user: Actor): void {
  for (const field of fields) requireAccess(user, 'edit', { kind: kind.type, field });
}
