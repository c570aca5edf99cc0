import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type EntityManager, In, IsNull } from 'typeorm';
import { collectReadKeys, ReadKeys, readKeys } from '../common/read-keys.js';
import { PosEntity } from '../pos/pos.entity.js';
import { KeyedStore } from '../web/keyed-store.js';
import type { PageCache } from '../web/page-cache.js';
import { orderChildren } from '../revision/ordering.js';
import { ArgEntity } from './arg.entity.js';

/** A position's live arguments in reading order (its ArgOrderJSON). */
export async function liveArgs(manager: EntityManager, pos: { id: string; argOrder: string[] }) {
  return orderChildren(
    pos.argOrder,
    await manager.find(ArgEntity, {
      where: { posId: pos.id, deletedAt: IsNull() },
      select: { id: true, createdAt: true, title: true },
    }),
  );
}

/** Moves an argument to another position of the same question, keeping both orders in step. */
export async function moveArg(
  manager: EntityManager,
  arg: ArgEntity,
  newPosId: string,
): Promise<void> {
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

/** A question's reading walk, as getnextarg needs it: ids only. */
export interface WalkIds {
  /** The argument asked about. */
  id: string;
  convoId: string;
  /** Every live argument of the question in reading order, with its position. */
  sequence: { arg: { id: string }; pos: { id: string } }[];
  /** Every live position of the question in reading order, with or without arguments. */
  positions: { id: string }[];
}

/** Bound of the walks held, in ids (about 16 bytes each, with their objects). */
const MAX_WALK_IDS = 500_000;
const WALK_TTL_MS = 5 * 60_000;

/**
 * Walks by the address they were asked by, kept with the read keys of what they were read from and
 * dropped with the page cache's answers that carry one (a write to the question, its positions or
 * arguments, a slug): getnextarg is personal for a voter and never cached whole, but the walk under
 * every voter's order is the same, so a voter's answer costs a shuffle, not the question's reads.
 * Nothing is kept while the page cache's change notices may be missed (its stamp is undefined).
 */
export class WalkMemo {
  private readonly walks = new KeyedStore<{ walk: WalkIds; keys: string[] }>({
    maxSize: MAX_WALK_IDS,
    sizeOf: ({ walk, keys }) => 4 + walk.sequence.length * 2 + walk.positions.length + keys.length,
    ttlMs: WALK_TTL_MS,
  });

  constructor(private readonly pages: PageCache | undefined) {
    pages?.follow(this.walks);
  }

  async get(address: string, read: () => Promise<WalkIds>): Promise<WalkIds> {
    const since = this.pages?.stamp;
    const kept = since === undefined ? undefined : this.walks.get(address);
    if (kept && !kept.stale) {
      readKeys(...kept.value.keys);
      return kept.value.walk;
    }
    const reads = new ReadKeys();
    reads.markKeyed();
    try {
      const walk = await collectReadKeys(reads, read);
      const keys = reads.carried();
      if (this.pages?.fresh(since, keys)) this.walks.set(address, { walk, keys: [...keys] }, keys);
      return walk;
    } finally {
      // The answer read what the walk read, kept or not.
      readKeys(...reads.carried());
    }
  }
}
