import type { ClientBase, Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { retryingDeadlocks } from './vote-transaction.js';
import type { VoteQuestion, VoteTarget } from './vote.entity.js';

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
export const accountVoterKey = (userId: string) => `u:${userId}`;
export const visitorVoterKey = (anonymousVoterId: string) => `a:${anonymousVoterId}`;
export const isSignedInVoter = (voterKey: string) => voterKey.startsWith('u:');

/** A vote target as caches and VOTES_CHANNEL's notices name it: "<type>:<id>". */
export const voteTargetKey = (type: VoteTarget, id: string) => `${type}:${id}`;

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

/** The PostgreSQL channel on which every app process hears "<type>:<id>" of changed counts ("*": many). */
export const VOTES_CHANNEL = 'votes_changed';

/**
 * Makes a ballot its voter's latest answer unless a newer one is already recorded (submissions can
 * commit out of order): the upsert changes nothing and returns no row then. Answers the previous
 * answer ('' for none), or null when the ballot is older. Concurrent ballots of one voter
 * serialise on the vote_latest row lock, so a re-vote never counts twice.
 */
const UPSERT_LATEST = `INSERT INTO vote_latest AS l (target_type, target_id, voter_key, question, value, modified)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (target_type, target_id, voter_key, question) DO UPDATE
    SET value = EXCLUDED.value, modified = EXCLUDED.modified
    WHERE l.modified <= EXCLUDED.modified
  RETURNING COALESCE(old.value, '') AS previous`;

async function moveLatest(manager: EntityManager, b: Ballot): Promise<CountChange[] | null> {
  const [row] = (await manager.query(UPSERT_LATEST, [
    b.targetType,
    b.targetId,
    b.voterKey,
    b.question,
    b.value,
    b.modified,
  ])) as { previous: string }[];
  if (!row) return null;
  if (!COUNTED.has(b.question) || row.previous === b.value) return [];
  const changes = [change(b.value, 1, b.voterKey)];
  if (row.previous !== '') changes.push(change(row.previous, -1, b.voterKey));
  return changes;
}

/** Makes a ballot its voter's latest answer (see moveLatest), keeping the counters in step. */
export async function applyLatest(manager: EntityManager, b: Ballot): Promise<boolean> {
  const changes = await moveLatest(manager, b);
  if (changes === null) return false;
  await applyCountChanges(manager, b, changes);
  return true;
}

/**
 * The setting by which a statement tells vote_latest's triggers that the app sends the voters'
 * notices itself, after commit (VoteNotices): set local to the statement's transaction, the
 * triggers send none of their own. Every other writer of vote_latest (a login adopting an
 * anonymous voter's answers, a script, psql) leaves it unset and the triggers notify as before.
 */
export const NOTICES_AFTER_COMMIT = 'opinions.vote_notices_after_commit';

/**
 * castBallot's first statement: spends one point of the voter's allowance (the same row and rule
 * as RateLimitService.consume). It commits asynchronously: a point lost in a crash is no harm, and
 * the ballot that follows commits synchronously, which flushes this commit too. The voter's row is
 * held only until this commit, not through the ballot's WAL flush, so one voter's ballots on
 * different targets commit side by side (and share flushes) instead of one flush at a time.
 */
const SPEND_VOTE = `INSERT INTO rate_limit AS r (key, points, expire) VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN r.expire <= $2 THEN 1 ELSE r.points + 1 END,
    expire = CASE WHEN r.expire <= $2 THEN EXCLUDED.expire ELSE r.expire END
  RETURNING points::int AS points, expire::float8 AS expire,
            set_config('synchronous_commit', 'off', true) AS commit_mode`;

/** castBallot's second statement (see there); $1-$9 the ballot. */
const CAST_BALLOT = `WITH quiet AS (SELECT set_config('${NOTICES_AFTER_COMMIT}', 'on', true) AS notices),
 latest AS (
   INSERT INTO vote_latest AS l (target_type, target_id, voter_key, question, value, modified)
   SELECT $1::varchar, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::timestamptz
     FROM quiet
   ON CONFLICT (target_type, target_id, voter_key, question) DO UPDATE
     SET value = EXCLUDED.value, modified = EXCLUDED.modified
     WHERE l.modified <= EXCLUDED.modified
   RETURNING COALESCE(old.value, '') AS previous),
 history AS (
   INSERT INTO votes (target_type, target_id, voter_key, question, value, start_time, modified)
   SELECT $1, $2, $3, $4, $5, $7::bigint, $6 FROM quiet),
 d (choice, delta, signed_delta) AS (
   SELECT v.choice, v.delta, v.delta * $8 FROM latest,
          LATERAL (VALUES ($5::varchar, 1), (latest.previous, -1)) v (choice, delta)
    WHERE $9 AND latest.previous <> $5 AND v.choice <> ''),
 counted AS (
   INSERT INTO vote_counts AS c (target_type, target_id, choice, count, signed_in)
   SELECT $1, $2, choice, GREATEST(delta, 0), GREATEST(signed_delta, 0) FROM d
    ORDER BY choice COLLATE "C"
   ON CONFLICT (target_type, target_id, choice) DO UPDATE SET
     count = GREATEST(c.count + (SELECT delta FROM d WHERE d.choice = EXCLUDED.choice), 0),
     signed_in = GREATEST(c.signed_in + (SELECT signed_delta FROM d WHERE d.choice = EXCLUDED.choice), 0)
   RETURNING 1)
 SELECT n.changed > 0 AS changed,
        EXISTS (SELECT FROM latest WHERE previous <> $5) AS answer_changed,
        current_setting('synchronous_commit') AS commit_mode
   FROM (SELECT count(*) AS changed FROM counted) n`;

/** The voter's allowance of votes, spent just before the ballot (see castBallot). */
export interface BallotLimit {
  /** The voter's row in rate_limit (RateLimitService.inStatement). */
  key: string;
  points: number;
  durationMs: number;
}

export interface BallotOutcome {
  /** Whether counts changed: every app process must hear of it on VOTES_CHANNEL (VoteNotices). */
  changed: boolean;
  /**
   * Whether the voter's latest answer changed: every app process must hear of it on
   * personal_changed (VoteNotices); a re-vote with the same answer only moves its time, and tells
   * nobody.
   */
  answerChanged: boolean;
  /** Set when the voter's allowance was spent: nothing was recorded; try again after this. */
  refusedForMs: number | null;
}

/**
 * Spends one of the voter's allowance of votes (SPEND_VOTE), then, within the allowance, records
 * the submission in the history, makes it the voter's latest answer (see UPSERT_LATEST) and moves
 * the counters in ONE statement (atomic on its own, one commit): the same steps as moveLatest and
 * applyCountChanges. Over the allowance nothing but the point is written, as consume() does. Rows
 * are taken in one order (the vote_latest row, then counter rows in choice order), so ballots
 * queue instead of deadlocking.
 *
 * The ballot commits synchronously: once this answers, the vote survives a crash of PostgreSQL or
 * of its machine. Its commit sends no NOTIFY (that would hold PostgreSQL's one notify lock through
 * the WAL flush and commit ballots one flush at a time): the caller tells the other processes
 * after commit (VoteNotices), and vote_latest's triggers stay quiet (NOTICES_AFTER_COMMIT).
 * Concurrent ballots then wait for the WAL flush together, and one flush commits them all.
 */
export async function castBallot(
  db: Pool | ClientBase,
  b: Ballot,
  startTime: number | null,
  limit: BallotLimit,
): Promise<BallotOutcome> {
  const now = Date.now();
  const {
    rows: [spent],
  } = await db.query<{ points: number; expire: number | null }>({
    // Named: parsed and planned once per connection, not for every vote.
    name: 'spend-vote',
    text: SPEND_VOTE,
    values: [limit.key, now, limit.durationMs],
  });
  if (spent.points > limit.points) {
    const refusedForMs = Math.max((spent.expire ?? now) - Date.now(), 0);
    return { changed: false, answerChanged: false, refusedForMs };
  }
  // A deadlock (a last resort: rows are taken in one order) rolls back the ballot alone: run again.
  const {
    rows: [row],
  } = await retryingDeadlocks(() =>
    db.query<{ changed: boolean; answer_changed: boolean }>({
      name: 'cast-ballot',
      text: CAST_BALLOT,
      values: [
        b.targetType,
        b.targetId,
        b.voterKey,
        b.question,
        b.value,
        b.modified,
        startTime === null ? null : String(startTime),
        isSignedInVoter(b.voterKey) ? 1 : 0,
        COUNTED.has(b.question),
      ],
    }),
  );
  return { changed: row.changed, answerChanged: row.answer_changed, refusedForMs: null };
}

/**
 * An anonymous voter who logs in: their history and latest answers become the account's. Answers
 * whether any counts moved (every app process hears of it on VOTES_CHANNEL).
 */
export async function adoptVoter(
  manager: EntityManager,
  fromKey: string,
  toKey: string,
): Promise<boolean> {
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
  if (rows.length > 0) await manager.query(`SELECT pg_notify($1, '*')`, [VOTES_CHANNEL]);
  return rows.length > 0;
}
