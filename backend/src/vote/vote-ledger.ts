import type { EntityManager } from 'typeorm';
import { VoteEntity, type VoteQuestion, type VoteTarget } from './vote.entity.js';

export interface Ballot {
  targetType: VoteTarget;
  targetId: string;
  voterKey: string;
  question: VoteQuestion;
  value: string;
  modified: Date;
}

/** Only these answers are counted into results; free-text answers are kept but not tallied. */
const COUNTED: ReadonlySet<VoteQuestion> = new Set(['agreement', 'position']);

async function adjustCount(
  manager: EntityManager,
  b: Pick<Ballot, 'targetType' | 'targetId'>,
  choice: string,
  delta: 1 | -1,
): Promise<void> {
  await manager.query(
    `INSERT INTO vote_counts (target_type, target_id, choice, count) VALUES ($1, $2, $3, GREATEST($4, 0))
     ON CONFLICT (target_type, target_id, choice) DO UPDATE SET count = GREATEST(vote_counts.count + $4, 0)`,
    [b.targetType, b.targetId, choice, delta],
  );
}

/**
 * Makes a ballot its voter's latest answer unless a newer one is already recorded (submissions can
 * commit out of order), keeping the per-choice counts in step. Concurrent ballots of one voter
 * serialise on the vote_latest row lock, so a re-vote never counts twice.
 */
export async function applyLatest(manager: EntityManager, b: Ballot): Promise<boolean> {
  const key = [b.targetType, b.targetId, b.voterKey, b.question];
  await manager.query(
    `INSERT INTO vote_latest (target_type, target_id, voter_key, question, value, modified)
     VALUES ($1, $2, $3, $4, '', '-infinity') ON CONFLICT DO NOTHING`,
    key,
  );
  // Compared in SQL: the placeholder's '-infinity' does not survive the trip to a JS Date.
  const [previous] = (await manager.query(
    `SELECT value, modified > $5 AS newer FROM vote_latest
      WHERE target_type = $1 AND target_id = $2 AND voter_key = $3 AND question = $4 FOR UPDATE`,
    [...key, b.modified],
  )) as { value: string; newer: boolean }[];
  if (previous.newer) return false;
  await manager.query(
    `UPDATE vote_latest SET value = $5, modified = $6
      WHERE target_type = $1 AND target_id = $2 AND voter_key = $3 AND question = $4`,
    [...key, b.value, b.modified],
  );
  if (COUNTED.has(b.question) && previous.value !== b.value) {
    if (previous.value !== '') await adjustCount(manager, b, previous.value, -1);
    await adjustCount(manager, b, b.value, 1);
  }
  return true;
}

/** Records a submission in the history and applies it as the voter's latest answer. */
export async function castBallot(
  manager: EntityManager,
  b: Ballot,
  startTime: number | null,
): Promise<void> {
  await manager.insert(VoteEntity, {
    targetType: b.targetType,
    targetId: b.targetId,
    voterKey: b.voterKey,
    question: b.question,
    value: b.value,
    startTime: startTime === null ? null : String(startTime),
    modified: b.modified,
  });
  await applyLatest(manager, b);
}

/** An anonymous voter who logs in: their history and latest answers become the account's. */
export async function adoptVoter(
  manager: EntityManager,
  fromKey: string,
  toKey: string,
): Promise<void> {
  // TypeORM answers a DELETE ... RETURNING with [rows, rowCount].
  const [rows] = (await manager.query(
    `DELETE FROM vote_latest WHERE voter_key = $1 AND value <> '' RETURNING target_type, target_id, question, value, modified`,
    [fromKey],
  )) as [
    {
      target_type: VoteTarget;
      target_id: string;
      question: VoteQuestion;
      value: string;
      modified: Date;
    }[],
    number,
  ];
  await manager.query(`DELETE FROM vote_latest WHERE voter_key = $1`, [fromKey]);
  for (const row of rows) {
    const ballot: Ballot = {
      targetType: row.target_type,
      targetId: row.target_id,
      voterKey: toKey,
      question: row.question,
      value: row.value,
      modified: row.modified,
    };
    if (COUNTED.has(row.question)) await adjustCount(manager, ballot, row.value, -1);
    await applyLatest(manager, ballot);
  }
  await manager.query(`UPDATE votes SET voter_key = $2 WHERE voter_key = $1`, [fromKey, toKey]);
}
