import { NotFoundException } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { type Actor, canAccess } from '../common/access.js';
import type { ContentKindRegistry } from './content-kind.registry.js';
import { parentOf } from './content-kinds.js';
import { MAX_DEPTH } from './edit-guards.js';
import type { ArtifactType } from './revision.entity.js';

type State = 'missing' | 'deleted' | 'live';

interface Ref {
  type: ArtifactType;
  id: string;
}

const keyOf = (ref: Ref) => `${ref.type}:${ref.id}`;

/**
 * Whether each artifact exists, and whether it or anything it lives under is deleted, keyed
 * "<type>:<id>". Read a level at a time (the artifacts, then their parents, ...), one query per
 * kind and level, however many artifacts are asked about.
 */
export async function deletionStates(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  refs: readonly Ref[],
): Promise<Map<string, State>> {
  const states = new Map<string, State>();
  /** Artifacts still undecided, each with the ancestor its answer now depends on. */
  let pending = new Map<string, Ref>(refs.map((ref) => [keyOf(ref), ref]));
  for (let depth = 0; pending.size > 0 && depth < MAX_DEPTH; depth += 1) {
    const byType = new Map<ArtifactType, Set<string>>();
    for (const at of pending.values()) {
      const ids = byType.get(at.type) ?? new Set<string>();
      byType.set(at.type, ids.add(at.id));
    }
    const rows = new Map<string, Record<string, unknown> & { deletedAt?: Date | null }>();
    for (const [type, ids] of byType) {
      const kind = kinds.get(type);
      const found = (await manager.find(kind.entity, {
        where: { id: In([...ids]) } as never,
      })) as (Record<string, unknown> & { id: string; deletedAt?: Date | null })[];
      for (const row of found) rows.set(keyOf({ type, id: row.id }), row);
    }
    const next = new Map<string, Ref>();
    for (const [asked, at] of pending) {
      const row = rows.get(keyOf(at));
      if (!row) states.set(asked, depth === 0 ? 'missing' : 'deleted');
      else if (row.deletedAt) states.set(asked, 'deleted');
      else {
        const parent = parentOf(kinds.get(at.type), row);
        if (parent) next.set(asked, parent);
        else states.set(asked, 'live');
      }
    }
    pending = next;
  }
  for (const asked of pending.keys()) states.set(asked, 'live');
  return states;
}

/** Whether an artifact exists, and whether it or anything it lives under is deleted. */
export async function deletionState(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  type: ArtifactType,
  id: string,
): Promise<State> {
  return (await deletionStates(manager, kinds, [{ type, id }])).get(keyOf({ type, id }))!;
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
    throw new NotFoundException(`There is no ${kinds.get(type).noun} with id ${id}.`);
}
