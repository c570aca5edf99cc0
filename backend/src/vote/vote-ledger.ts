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

/** Accounts vote as "u:<uid>"; anonymous visitors as "a:<id>". */
export const isSignedInVoter = (voterKey: string) => voterKey.startsWith('u:');

/** A change to one choice's counters: voters added (or removed), and how many of them signed in. */
export interface CountChange {
  choice: string;
  count: number;
  signedIn: number;
}

function change(choice: string, delta: 1 | -1, voterKey: string): CountChange {
  return { choice, count: delta, signedIn: isSignedInVoter(voterKey) ? delta : 0 };
}

/**
 * Applies every change to one target's counters in ONE statement, rows taken in choice order: two
 * voters moving between the same choices in opposite directions lock the rows in the same order,
 * so they queue instead of deadlocking. A choice's first voter inserts its row.
 */
export async function applyCountChanges(
  manager: EntityManager,
  target: Pick<Ballot, 'targetType' | 'targetId'>,
  changes: CountChange[],
): Promise<void> {
  const merged = new Map<string, CountChange>();
  for (const c of changes) {
    const m = merged.get(c.choice) ?? { choice: c.choice, count: 0, signedIn: 0 };
    merged.set(c.choice, { ...m, count: m.count + c.count, signedIn: m.signedIn + c.signedIn });
  }
  const rows = [...merged.values()].filter((c) => c.count !== 0 || c.signedIn !== 0);
  if (rows.length === 0) return;
  await manager.query(
    `WITH d (choice, delta, signed_delta) AS (
       SELECT * FROM unnest($3::varchar[], $4::int[], $5::int[]))
     INSERT INTO vote_counts AS c (target_type, target_id, choice, count, signed_in)
     SELECT $1, $2, choice, GREATEST(delta, 0), GREATEST(signed_delta, 0) FROM d
      ORDER BY choice COLLATE "C"
     ON CONFLICT (target_type, target_id, choice) DO UPDATE SET
       count = GREATEST(c.count + (SELECT delta FROM d WHERE d.choice = EXCLUDED.choice), 0),
       signed_in = GREATEST(c.signed_in + (SELECT signed_delta FROM d WHERE d.choice = EXCLUDED.choice), 0)`,
    [
      target.targetType,
      target.targetId,
      rows.map((r) => r.choice),
      rows.map((r) => r.count),
      rows.map((r) => r.signedIn),
    ],
  );
}

/**
 * Makes a ballot its voter's latest answer unless a newer one is already recorded (submissions can
 * commit out of order). Answers the counter changes that follow, or null when the ballot is older.
 * Concurrent ballots of one voter serialise on the vote_latest row lock, so a re-vote never counts
 * twice.
 */
async function moveLatest(manager: EntityManager, b: Ballot): Promise<CountChange[] | null> {
  const key = [b.targetType, b.targetId, b.voterKey, b.question];
  // One upsert both creates the row (a placeholder) and locks it, answering the previous answer;
  // '-infinity' is compared in SQL because it does not survive the trip to a JS Date.
  const [previous] = (await manager.query(
    `INSERT INTO vote_latest AS l (target_type, target_id, voter_key, question, value, modified)
     VALUES ($1, $2, $3, $4, '', '-infinity')
     ON CONFLICT (target_type, target_id, voter_key, question) DO UPDATE SET value = l.value
     RETURNING l.value, l.modified > $5 AS newer`,
    [...key, b.modified],
  )) as { value: string; newer: boolean }[];
  if (previous.newer) return null;
  await manager.query(
    `UPDATE vote_latest SET value = $5, modified = $6
      WHERE target_type = $1 AND target_id = $2 AND voter_key = $3 AND question = $4`,
    [...key, b.value, b.modified],
  );
  if (!COUNTED.has(b.question) || previous.value === b.value) return [];
  const changes = [change(b.value, 1, b.voterKey)];
  if (previous.value !== '') changes.push(change(previous.value, -1, b.voterKey));
  return changes;
}

/** Makes a ballot its voter's latest answer (see moveLatest), keeping the counters in step. */
export async function applyLatest(manager: EntityManager, b: Ballot): Promise<boolean> {
  const changes = await moveLatest(manager, b);
  if (changes === null) return false;
  await applyCountChanges(manager, b, changes);
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
  const [deleted] = (await manager.query(
    `DELETE FROM vote_latest WHERE voter_key = $1
     RETURNING target_type, target_id, question, value, modified`,
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
  // Targets in a fixed order, like the choices within one target: adoptions never deadlock.
  const rows = deleted
    .filter((row) => row.value !== '')
    .sort((x, y) =>
      `${x.target_type}/${x.target_id}/${x.question}` <
      `${y.target_type}/${y.target_id}/${y.question}`
        ? -1
        : 1,
    );
  for (const row of rows) {
    const ballot: Ballot = {
      targetType: row.target_type,
      targetId: row.target_id,
      voterKey: toKey,
      question: row.question,
      value: row.value,
      modified: row.modified,
    };
    const moved = (await moveLatest(manager, ballot)) ?? [];
    const left = COUNTED.has(row.question) ? [change(row.value, -1, fromKey)] : [];
    await applyCountChanges(manager, ballot, [...left, ...moved]);
  }
  await manager.query(`UPDATE votes SET voter_key = $2 WHERE voter_key = $1`, [fromKey, toKey]);
}
