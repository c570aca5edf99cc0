import { BadRequestException, NotFoundException } from '@nestjs/common';
import { type EntityManager, In, IsNull } from 'typeorm';
import { PosEntity } from '../pos/pos.entity.js';
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
