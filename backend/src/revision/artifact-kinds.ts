import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { type EntityManager, In, IsNull, type ObjectLiteral, type EntityTarget } from 'typeorm';
import { ArgEntity } from '../arg/arg.entity.js';
import { CategoryEntity } from '../category/category.entity.js';
import { ConvoEntity } from '../convo/convo.entity.js';
import type { Role } from '../common/roles.js';
import type { InboxKind } from '../inbox/inbox.entity.js';
import { PosEntity } from '../pos/pos.entity.js';
import { renameTagInItems } from '../tag/tag-rename.js';
import { TagEntity } from '../tag/tag.entity.js';
import { isPermutation, mergeOrder, orderChildren } from './ordering.js';
import type { ArtifactType, Snapshot } from './revision.entity.js';
import { checkText, TEXT_RULES, type TextRule } from './text-rules.js';
import { syncTags } from './tags-sync.js';

export const MAX_POSITIONS_PER_CONVO = 8;

type Entity = ConvoEntity | PosEntity | ArgEntity | TagEntity | CategoryEntity;

export interface ArtifactKind<E extends Entity = Entity> {
  type: ArtifactType;
  /** Prefix of its action names: ConvoEditTextField, ConvoDelete, ConvoRevert. */
  typeName: 'Convo' | 'Pos' | 'Arg' | 'Tag' | 'Category';
  entity: EntityTarget<E>;
  inboxKind?: InboxKind;
  textRules: Record<string, TextRule>;
  /** The order field (PosOrderJSON / ArgOrderJSON), for kinds with ordered children. */
  orderField?: string;
  /** Who may delete it (and revert it into a deleted state). */
  deleteRole?: Role;
  /** Fields that only these roles may change, by edit, revert or undo (a tag's Name). */
  fieldRoles?: Partial<Record<string, Role>>;
  name(entity: E): string;
  link(entity: E): string;
  deletedLocation?(entity: E): string;
  /** The artifact it lives under (a position's question, an argument's position), if any. */
  parent?(entity: E): { type: ArtifactType; id: string };
  snapshot(manager: EntityManager, entity: E): Promise<Snapshot>;
  /** Sets one snapshot field (text, order, Deleted, PosID) on a locked entity. */
  applyField(manager: EntityManager, entity: E, field: string, value: string | null): Promise<void>;
}

function deleted(entity: { deletedAt: Date | null }): string {
  return entity.deletedAt ? 'true' : 'false';
}

async function textSnapshot(entity: Entity, rules: Record<string, TextRule>): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const [field, rule] of Object.entries(rules)) {
    snapshot[field] = (entity as unknown as Record<string, string>)[rule.column] ?? '';
  }
  return snapshot;
}

function setText(entity: Entity, kind: ArtifactKind, field: string, value: string | null): boolean {
  if (!Object.hasOwn(kind.textRules, field)) return false;
  const rule = kind.textRules[field];
  (entity as unknown as Record<string, string>)[rule.column] =
    value === null ? '' : checkText(field, value, rule);
  return true;
}

function setDeleted(entity: { deletedAt: Date | null }, value: string | null): void {
  if (value === 'true' && !entity.deletedAt) entity.deletedAt = new Date();
  if (value === 'false') entity.deletedAt = null;
}

function parseOrder(field: string, value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '');
    if (Array.isArray(parsed) && parsed.every((id) => typeof id === 'string')) return parsed;
  } catch {
    // fall through
  }
  throw new BadRequestException(`${field} must be a JSON list of child ids.`);
}

async function livePositions(manager: EntityManager, convo: ConvoEntity) {
  return orderChildren(
    convo.posOrder,
    await manager.find(PosEntity, {
      where: { convoId: convo.id, deletedAt: IsNull() },
      select: { id: true, createdAt: true, title: true },
    }),
  );
}

async function liveArgs(manager: EntityManager, pos: PosEntity) {
  return orderChildren(
    pos.argOrder,
    await manager.find(ArgEntity, {
      where: { posId: pos.id, deletedAt: IsNull() },
      select: { id: true, createdAt: true, title: true },
    }),
  );
}

/** Applies a new child order; on a revert, children that no longer exist are dropped and new ones kept. */
function applyOrder(
  field: string,
  value: string | null,
  stored: string[],
  live: { id: string }[],
  exact: boolean,
): string[] {
  const wanted = parseOrder(field, value);
  const liveIds = live.map((c) => c.id);
  if (exact) {
    if (!isPermutation(wanted, liveIds)) {
      throw new BadRequestException(`${field} must list each current child exactly once.`);
    }
    return mergeOrder(wanted, stored, new Set(liveIds));
  }
  const liveSet = new Set(liveIds);
  const kept = wanted.filter((id) => liveSet.has(id));
  const added = liveIds.filter((id) => !kept.includes(id));
  return mergeOrder([...kept, ...added], stored, liveSet);
}

export const convoKind: ArtifactKind<ConvoEntity> = {
  type: 'convo',
  typeName: 'Convo',
  entity: ConvoEntity,
  inboxKind: 'convoAction',
  textRules: TEXT_RULES.convo,
  orderField: 'PosOrderJSON',
  deleteRole: 'editor',
  name: (c) => c.title,
  link: (c) => `/c/${c.id}`,
  deletedLocation: () => '/encyclopedia',
  async snapshot(manager, c) {
    const positions = await livePositions(manager, c);
    return {
      ...(await textSnapshot(c, this.textRules)),
      PosOrderJSON: JSON.stringify(positions.map((p) => p.id)),
      Deleted: deleted(c),
    };
  },
  async applyField(manager, c, field, value) {
    if (field === 'Deleted') return setDeleted(c, value);
    if (field === 'PosOrderJSON') {
      c.posOrder = applyOrder(field, value, c.posOrder, await livePositions(manager, c), false);
      return;
    }
    if (!setText(c, this as ArtifactKind, field, value))
      throw new BadRequestException(`Questions have no field "${field}".`);
    if (field === 'Tags') await syncTags(manager, 'convo', c.id, c.tags);
  },
};

export const posKind: ArtifactKind<PosEntity> = {
  type: 'pos',
  typeName: 'Pos',
  entity: PosEntity,
  inboxKind: 'posAction',
  textRules: TEXT_RULES.pos,
  orderField: 'ArgOrderJSON',
  deleteRole: 'editor',
  name: (p) => p.title,
  link: (p) => `/p/${p.id}`,
  deletedLocation: (p) => `/c/${p.convoId}`,
  parent: (p) => ({ type: 'convo', id: p.convoId }),
  async snapshot(manager, p) {
    const args = await liveArgs(manager, p);
    return {
      ...(await textSnapshot(p, this.textRules)),
      ArgOrderJSON: JSON.stringify(args.map((a) => a.id)),
      Deleted: deleted(p),
    };
  },
  async applyField(manager, p, field, value) {
    if (field === 'Deleted') {
      if (value === 'false' && p.deletedAt) await assertRoomForPosition(manager, p.convoId);
      return setDeleted(p, value);
    }
    if (field === 'ArgOrderJSON') {
      p.argOrder = applyOrder(field, value, p.argOrder, await liveArgs(manager, p), false);
      return;
    }
    if (!setText(p, this as ArtifactKind, field, value))
      throw new BadRequestException(`Positions have no field "${field}".`);
  },
};

export const argKind: ArtifactKind<ArgEntity> = {
  type: 'arg',
  typeName: 'Arg',
  entity: ArgEntity,
  inboxKind: 'argAction',
  textRules: TEXT_RULES.arg,
  deleteRole: 'editor',
  name: (a) => a.title,
  link: (a) => `/a/${a.id}`,
  deletedLocation: (a) => `/p/${a.posId}`,
  parent: (a) => ({ type: 'pos', id: a.posId }),
  async snapshot(_manager, a) {
    return { ...(await textSnapshot(a, this.textRules)), PosID: a.posId, Deleted: deleted(a) };
  },
  async applyField(manager, a, field, value) {
    if (field === 'Deleted') return setDeleted(a, value);
    if (field === 'PosID') return moveArg(manager, a, value ?? '');
    if (!setText(a, this as ArtifactKind, field, value))
      throw new BadRequestException(`Arguments have no field "${field}".`);
    if (field === 'Tags') await syncTags(manager, 'arg', a.id, a.tags);
  },
};

export const tagKind: ArtifactKind<TagEntity> = {
  type: 'tag',
  typeName: 'Tag',
  entity: TagEntity,
  inboxKind: 'tagAction',
  textRules: TEXT_RULES.tag,
  // A rename changes every question and argument carrying the tag.
  fieldRoles: { Name: 'editor' },
  name: (t) => t.name,
  link: (t) => `/tags/${t.id}`,
  async snapshot(_manager, t) {
    return textSnapshot(t, this.textRules);
  },
  async applyField(manager, t, field, value) {
    const oldName = t.name;
    if (!setText(t, this as ArtifactKind, field, value))
      throw new BadRequestException(`Tags have no field "${field}".`);
    if (field === 'Name') {
      const key = t.name.toLowerCase();
      const clash = await manager.findOne(TagEntity, { where: { key } });
      if (clash && clash.id !== t.id)
        throw new ConflictException(`A tag named "${clash.name}" already exists.`);
      t.key = key;
      await renameTagInItems(manager, t.id, oldName, t.name);
    }
  },
};

export const categoryKind: ArtifactKind<CategoryEntity> = {
  type: 'category',
  typeName: 'Category',
  entity: CategoryEntity,
  textRules: TEXT_RULES.category,
  deleteRole: 'editor',
  name: (c) => c.title,
  link: (c) => `/encyclopedia?category=${c.id}`,
  deletedLocation: () => '/encyclopedia',
  async snapshot(_manager, c) {
    return { ...(await textSnapshot(c, this.textRules)), Deleted: deleted(c) };
  },
  async applyField(_manager, c, field, value) {
    if (field === 'Deleted') return setDeleted(c, value);
    if (!setText(c, this as ArtifactKind, field, value))
      throw new BadRequestException(`Categories have no field "${field}".`);
  },
};

export const KINDS: Record<ArtifactType, ArtifactKind> = {
  convo: convoKind as ArtifactKind,
  pos: posKind as ArtifactKind,
  arg: argKind as ArtifactKind,
  tag: tagKind as ArtifactKind,
  category: categoryKind as ArtifactKind,
};

/**
 * Locks the question first, so that inserts and undeletes of its positions take turns: two of them
 * counting 7 at once would otherwise make 9.
 */
export async function assertRoomForPosition(
  manager: EntityManager,
  convoId: string,
): Promise<void> {
  await manager.findOne(ConvoEntity, {
    where: { id: convoId },
    select: { id: true },
    lock: { mode: 'pessimistic_write' },
  });
  const count = await manager.count(PosEntity, { where: { convoId, deletedAt: IsNull() } });
  if (count >= MAX_POSITIONS_PER_CONVO) {
    throw new ConflictException(
      `A question has at most ${MAX_POSITIONS_PER_CONVO} positions; this one is full.`,
    );
  }
}

/** Moves an argument to another position of the same question, keeping both orders in step. */
async function moveArg(manager: EntityManager, arg: ArgEntity, newPosId: string): Promise<void> {
  if (newPosId === arg.posId) return;
  const ids = [arg.posId, newPosId].sort();
  // Lock both positions in id order, so two crossing moves cannot deadlock.
  const positions = await manager.find(PosEntity, {
    where: { id: In(ids) },
    lock: { mode: 'pessimistic_write' },
    order: { id: 'ASC' },
  });
  const target = positions.find((p) => p.id === newPosId);
  const source = positions.find((p) => p.id === arg.posId);
  if (!target || target.deletedAt)
    throw new NotFoundException(`There is no position with id ${newPosId}.`);
  if (target.convoId !== arg.convoId)
    throw new BadRequestException('NewParentPosID must be a position of the same question.');
  if (source) source.argOrder = source.argOrder.filter((id) => id !== arg.id);
  target.argOrder = [...target.argOrder.filter((id) => id !== arg.id), arg.id];
  await manager.save(PosEntity, positions);
  arg.posId = newPosId;
}

export async function lockArtifact<E extends ObjectLiteral>(
  manager: EntityManager,
  kind: ArtifactKind,
  id: string,
): Promise<E> {
  const entity = await manager.findOne(kind.entity as EntityTarget<E>, {
    where: { id } as never,
    lock: { mode: 'pessimistic_write' },
  });
  if (!entity) throw new NotFoundException(`There is no ${kind.type} with id ${id}.`);
  return entity;
}
