import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type EntityManager, In, IsNull } from 'typeorm';
import { PosEntity } from '../pos/pos.entity.js';
import type { PageCache } from '../web/page-cache.js';
import { ReadMemo } from '../web/read-memo.js';
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

/**
 * Walks by the address they were asked by, kept with the read keys of what they were read from
 * (web/read-memo.ts): getnextarg is personal for a voter and never cached whole, but the walk under
 * every voter's order is the same, so a voter's answer costs a shuffle, not the question's reads.
 */
export function walkMemo(pages: PageCache | undefined): ReadMemo<WalkIds> {
  return new ReadMemo<WalkIds>(pages, {
    // In ids (about 16 bytes each, with their objects).
    maxSize: 500_000,
    sizeOf: (walk) => 4 + walk.sequence.length * 2 + walk.positions.length,
    ttlMs: 5 * 60_000,
  });
}
