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
  /** The argument's version it rates (absent or '': a question, or none recorded). */
  version?: string;
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

/**
 * A change to one choice's counters of one version: voters added (or removed), and how many of
 * them signed in.
 */
export interface CountChange {
  version: string;
  choice: string;
  count: number;
  signedIn: number;
}

function change(version: string, choice: string, delta: 1 | -1, voterKey: string): CountChange {
  return { version, choice, count: delta, signedIn: isSignedInVoter(voterKey) ? delta : 0 };
}

/**
 * Applies every change to one target's counters in ONE statement, rows taken in (version, choice)
 * order: two voters moving between the same choices in opposite directions lock the rows in the
 * same order, so they queue instead of deadlocking. A choice's first voter inserts its row.
 */
export async function applyCountChanges(
  manager: EntityManager,
  target: Pick<Ballot, 'targetType' | 'targetId'>,
  changes: CountChange[],
): Promise<void> {
  const merged = new Map<string, CountChange>();
  for (const c of changes) {
    const key = `${c.version}\u0000${c.choice}`;
    const m = merged.get(key) ?? { version: c.version, choice: c.choice, count: 0, signedIn: 0 };
    merged.set(key, { ...m, count: m.count + c.count, signedIn: m.signedIn + c.signedIn });
  }
  const rows = [...merged.values()].filter((c) => c.count !== 0 || c.signedIn !== 0);
  if (rows.length === 0) return;
  await manager.query(
    `WITH d (version, choice, delta, signed_delta) AS (
       SELECT * FROM unnest($3::varchar[], $4::varchar[], $5::int[], $6::int[]))
     INSERT INTO vote_counts AS c (target_type, target_id, version, choice, count, signed_in)
     SELECT $1, $2, version, choice, GREATEST(delta, 0), GREATEST(signed_delta, 0) FROM d
      ORDER BY version COLLATE "C", choice COLLATE "C"
     ON CONFLICT (target_type, target_id, version, choice) DO UPDATE SET
       count = GREATEST(c.count + (SELECT delta FROM d
         WHERE (d.version, d.choice) = (EXCLUDED.version, EXCLUDED.choice)), 0),
       signed_in = GREATEST(c.signed_in + (SELECT signed_delta FROM d
         WHERE (d.version, d.choice) = (EXCLUDED.version, EXCLUDED.choice)), 0)`,
    [
      target.targetType,
      target.targetId,
      rows.map((r) => r.version),
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
 * answer ('' for none) and its version, or null when the ballot is older. Concurrent ballots of
 * one voter serialise on the vote_latest row lock, so a re-vote never counts twice.
 */
const UPSERT_LATEST = `INSERT INTO vote_latest AS l (target_type, target_id, voter_key, question, value, version, modified)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (target_type, target_id, voter_key, question) DO UPDATE
    SET value = EXCLUDED.value, version = EXCLUDED.version, modified = EXCLUDED.modified
    WHERE l.modified <= EXCLUDED.modified
  RETURNING COALESCE(old.value, '') AS previous, COALESCE(old.version, '') AS previous_version`;

async function moveLatest(manager: EntityManager, b: Ballot): Promise<CountChange[] | null> {
  const version = b.version ?? '';
  const [row] = (await manager.query(UPSERT_LATEST, [
    b.targetType,
    b.targetId,
    b.voterKey,
    b.question,
    b.value,
    version,
    b.modified,
  ])) as { previous: string; previous_version: string }[];
  if (!row) return null;
  const same = row.previous === b.value && row.previous_version === version;
  if (!COUNTED.has(b.question) || same) return [];
  const changes = [change(version, b.value, 1, b.voterKey)];
  if (row.previous !== '') changes.push(change(row.previous_version, row.previous, -1, b.voterKey));
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
 * castBallots' one statement, for any number of ballots ($1-$12 and $14-$16, one array entry per
 * ballot, no two of one voter's answer to one question: see BallotBatches; $13 now in ms). In
 * order:
 * - spends one point of each voter's allowance per ballot (the same row and rule as
 *   RateLimitService.consume), and a voter's ballots past the allowance, in the order given,
 *   are refused: nothing of them is recorded but their points;
 * - makes each ballot within the allowance its voter's latest answer unless a newer one is already
 *   recorded (see UPSERT_LATEST), and records it in the history;
 * - moves the counters by the sum of every changed answer's moves: an answer changes when its
 *   value or the version it rates does (a rating confirmed on a new version moves to it).
 * Rows are taken in one order (rate_limit by key, vote_latest by target and voter, counters by
 * target, version and choice), so concurrent batches queue instead of deadlocking.
 */
const CAST_BALLOTS = `WITH quiet AS (SELECT set_config('${NOTICES_AFTER_COMMIT}', 'on', true) AS notices),
 input AS (
   SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[],
                        $6::timestamptz[], $7::bigint[], $8::int[], $9::bool[], $10::varchar[],
                        $11::int[], $12::bigint[], $14::varchar[], $15::varchar[],
                        $16::smallint[]) WITH ORDINALITY
     AS i (target_type, target_id, voter_key, question, value, modified, start_time, signed,
           counted, limit_key, limit_points, limit_ms, rev_id, version, shown_rank, n)),
 asked AS (
   SELECT limit_key, count(*)::int AS points, max(limit_ms) AS limit_ms FROM input GROUP BY limit_key),
 spent AS (
   INSERT INTO rate_limit AS r (key, points, expire)
   SELECT limit_key, points, $13::bigint + limit_ms FROM asked, quiet ORDER BY limit_key
   ON CONFLICT (key) DO UPDATE SET
     points = CASE WHEN r.expire <= $13 THEN EXCLUDED.points ELSE r.points + EXCLUDED.points END,
     expire = CASE WHEN r.expire <= $13 THEN EXCLUDED.expire ELSE r.expire END
   RETURNING key, points::int AS points, expire::float8 AS expire),
 ranked AS (
   SELECT i.*, s.expire,
          s.points - a.points + row_number() OVER (PARTITION BY i.limit_key ORDER BY i.n) > i.limit_points AS refused
     FROM input i JOIN asked a USING (limit_key) JOIN spent s ON s.key = i.limit_key),
 allowed AS (SELECT * FROM ranked WHERE NOT refused),
 latest AS (
   INSERT INTO vote_latest AS l (target_type, target_id, voter_key, question, value, version, modified)
   SELECT target_type, target_id, voter_key, question, value, version, modified FROM allowed
    ORDER BY target_type, target_id, voter_key, question
   ON CONFLICT (target_type, target_id, voter_key, question) DO UPDATE
     SET value = EXCLUDED.value, version = EXCLUDED.version, modified = EXCLUDED.modified
     WHERE l.modified <= EXCLUDED.modified
   RETURNING l.target_type, l.target_id, l.voter_key, l.question, COALESCE(old.value, '') AS previous,
             COALESCE(old.version, '') AS previous_version),
 history AS (
   INSERT INTO votes (target_type, target_id, voter_key, question, value, rev_id, version, start_time, modified, shown_rank)
   SELECT target_type, target_id, voter_key, question, value, rev_id, version, start_time, modified, shown_rank FROM allowed),
 moved AS (
   SELECT a.n, a.target_type, a.target_id, a.value, a.version, a.signed, a.counted, l.previous,
          l.previous_version
     FROM latest l JOIN allowed a USING (target_type, target_id, voter_key, question)
    WHERE l.previous <> a.value OR l.previous_version <> a.version),
 d (target_type, target_id, version, choice, delta, signed_delta) AS (
   SELECT m.target_type, m.target_id, v.version, v.choice, sum(v.delta)::int, sum(v.delta * m.signed)::int
     FROM moved m,
          LATERAL (VALUES (m.version, m.value, 1), (m.previous_version, m.previous, -1)) v (version, choice, delta)
    WHERE m.counted AND v.choice <> ''
    GROUP BY m.target_type, m.target_id, v.version, v.choice),
 counted AS (
   INSERT INTO vote_counts AS c (target_type, target_id, version, choice, count, signed_in)
   SELECT target_type, target_id, version, choice, GREATEST(delta, 0), GREATEST(signed_delta, 0) FROM d
    ORDER BY target_type, target_id, version COLLATE "C", choice COLLATE "C"
   ON CONFLICT (target_type, target_id, version, choice) DO UPDATE SET
     count = GREATEST(c.count + (SELECT delta FROM d
       WHERE (d.target_type, d.target_id, d.version, d.choice) =
             (EXCLUDED.target_type, EXCLUDED.target_id, EXCLUDED.version, EXCLUDED.choice)), 0),
     signed_in = GREATEST(c.signed_in + (SELECT signed_delta FROM d
       WHERE (d.target_type, d.target_id, d.version, d.choice) =
             (EXCLUDED.target_type, EXCLUDED.target_id, EXCLUDED.version, EXCLUDED.choice)), 0)
   RETURNING 1)
 SELECT r.refused, r.expire,
        EXISTS (SELECT FROM moved m WHERE m.n = r.n AND m.counted) AS changed,
        EXISTS (SELECT FROM moved m WHERE m.n = r.n) AS answer_changed,
        current_setting('synchronous_commit') AS commit_mode
   FROM ranked r ORDER BY r.n`;

/** The voter's allowance of votes, spent with the ballot (see castBallots). */
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

/** A ballot as castBallots takes it: with its start time and its voter's allowance. */
export interface CastBallot {
  ballot: Ballot;
  startTime: number | null;
  /** The argument's place in its position as the voting flow showed it (order-bias/); null when not. */
  shownRank?: number | null;
  limit: BallotLimit;
  /** The revision of the argument the voter saw, kept in the history (null: none given). */
  revId?: string | null;
}

/**
 * Casts ballots in ONE statement, one transaction, one commit (CAST_BALLOTS): each ballot's
 * outcome, in the order given. No two may be one voter's answer to one question (the statement
 * could not update one vote_latest row twice); BallotBatches keeps such a ballot for a later batch.
 *
 * The statement commits synchronously: once this answers, every ballot in it survives a crash of
 * PostgreSQL or of its machine. Its commit sends no NOTIFY (that would hold PostgreSQL's one
 * notify lock through the WAL flush and commit ballots one flush at a time): the caller tells the
 * other processes after commit (VoteNotices), and vote_latest's triggers stay quiet
 * (NOTICES_AFTER_COMMIT). A deadlock (a last resort: rows are taken in one order) runs it again.
 */
export async function castBallots(
  db: Pool | ClientBase,
  ballots: readonly CastBallot[],
): Promise<BallotOutcome[]> {
  if (ballots.length === 0) return [];
  const now = Date.now();
  const column = <T>(pick: (cast: CastBallot) => T) => ballots.map(pick);
  const { rows } = await retryingDeadlocks(() =>
    db.query<{
      refused: boolean;
      expire: number | null;
      changed: boolean;
      answer_changed: boolean;
    }>({
      // Named: parsed and planned once per connection, not for every batch.
      name: 'cast-ballots',
      text: CAST_BALLOTS,
      values: [
        column(({ ballot }) => ballot.targetType),
        column(({ ballot }) => ballot.targetId),
        column(({ ballot }) => ballot.voterKey),
        column(({ ballot }) => ballot.question),
        column(({ ballot }) => ballot.value),
        column(({ ballot }) => ballot.modified),
        column(({ startTime }) => (startTime === null ? null : String(startTime))),
        column(({ ballot }) => (isSignedInVoter(ballot.voterKey) ? 1 : 0)),
        column(({ ballot }) => COUNTED.has(ballot.question)),
        column(({ limit }) => limit.key),
        column(({ limit }) => limit.points),
        column(({ limit }) => limit.durationMs),
        now,
        column(({ revId }) => revId ?? null),
        column(({ ballot }) => ballot.version ?? ''),
        column(({ shownRank }) => shownRank ?? null),
      ],
    }),
  );
  return rows.map((row) => ({
    changed: row.changed,
    answerChanged: row.answer_changed,
    refusedForMs: row.refused ? Math.max((row.expire ?? now) - Date.now(), 0) : null,
  }));
}

/** Casts one ballot (castBallots with one). */
export async function castBallot(
  db: Pool | ClientBase,
  ballot: Ballot,
  startTime: number | null,
  limit: BallotLimit,
): Promise<BallotOutcome> {
  const [outcome] = await castBallots(db, [{ ballot, startTime, limit }]);
  return outcome;
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
     RETURNING target_type, target_id, question, value, version, modified`,
    [fromKey],
  )) as [
    {
      target_type: VoteTarget;
      target_id: string;
      question: VoteQuestion;
      value: string;
      version: string;
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
      version: row.version,
      modified: row.modified,
    };
    const moved = (await moveLatest(manager, ballot)) ?? [];
    const left = COUNTED.has(row.question) ? [change(row.version, row.value, -1, fromKey)] : [];
    await applyCountChanges(manager, ballot, [...left, ...moved]);
  }
  await manager.query(`UPDATE votes SET voter_key = $2 WHERE voter_key = $1`, [fromKey, toKey]);
  if (rows.length > 0) await manager.query(`SELECT pg_notify($1, '*')`, [VOTES_CHANNEL]);
  return rows.length > 0;
}
