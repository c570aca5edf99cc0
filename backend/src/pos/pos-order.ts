import { ConflictException } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { ConvoEntity } from '../convo/convo.entity.js';
import { orderChildren } from '../revision/ordering.js';
import { PosEntity } from './pos.entity.js';

export const MAX_POSITIONS_PER_CONVO = 8;

/** A question's live positions in reading order (its PosOrderJSON). */
export async function livePositions(
  manager: EntityManager,
  convo: { id: string; posOrder: string[] },
) {
  return orderChildren(
    convo.posOrder,
    await manager.find(PosEntity, {
      where: { convoId: convo.id, deletedAt: IsNull() },
      select: { id: true, createdAt: true, title: true },
    }),
  );
}

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
