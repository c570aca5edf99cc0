/**
 * Which read replica, if any, may serve a read that may lag: the decisions only, from what the
 * primary and the replicas last said (database/read-replicas.ts asks them). Positions in the WAL
 * (LSNs) are compared, never replay timestamps, which an idle primary makes look old.
 *
 * THE RULES
 * - Lag: a replica serves only while it has replayed everything the primary had written
 *   `maxLagMs` ago. The primary's WAL end is sampled (with the time the question was sent); a
 *   replica that has replayed a sample's position is fresh as of that sample's time.
 * - Writes: cached answers are never filled from a replica that has not yet replayed the write
 *   that dropped them. Whenever this process hears of a write (its own commit, another process's
 *   notice, a lost notice connection), every replica is barred until the primary's WAL end read
 *   after that moment (the barrier) is known and the replica has replayed up to it. A read that
 *   starts after a cache dropped an answer therefore reads the write, from the primary or from a
 *   replica; a read that started before the drop may read either, but the caches keep no answer
 *   read across a drop of its keys (web/change-clock.ts).
 * - Health: a replica that failed (unreachable, shutting down, promoted, not yet checked) is
 *   skipped until a check finds it in recovery again.
 */

/** A WAL position ('16/B374D848') as a number of bytes. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`Not a WAL position: "${text}"`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

const SHORT_PAGE_HEADER = 24n;
const LONG_PAGE_HEADER = 40n;

/**
 * The end of the WAL inserted so far, from pg_current_wal_insert_lsn(). The insert position is
 * where the next record goes: when nothing is on the current page yet it points past the page's
 * header, while a replica that replayed everything stops at the page boundary. (The insert
 * position, not pg_current_wal_lsn(), counts commits made with synchronous_commit off too.)
 */
export function endOfInsertedWal(insert: bigint, blockSize: number, segmentSize: number): bigint {
  const inPage = insert % BigInt(blockSize);
  const firstPageOfSegment = insert % BigInt(segmentSize) < BigInt(blockSize);
  const header = firstPageOfSegment ? LONG_PAGE_HEADER : SHORT_PAGE_HEADER;
  return inPage === header ? insert - header : insert;
}

/** Connection failures: the replica is taken out of use until a check finds it well. */
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  // invalid_authorization_specification, invalid_password, invalid_catalog_name
  '28000',
  '28P01',
  '3D000',
]);

/**
 * Errors a replica gives where the primary would not: a conflict with WAL replay (40001), a write
 * in a read-only transaction (25006), an unlogged table during recovery (0A000), too many
 * connections (53300). The read runs again on the primary; the replica stays in use.
 */
const RETRY_CODES = new Set(['40001', '25006', '0A000', '53300']);

/** What pg says, without a code, when a connection ends or cannot be made. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout/i;

/**
 * How a read that failed on a replica goes on: 'down' (the connection failed: mark the replica
 * down and read from the primary), 'retry' (read from the primary), or undefined (the error is
 * the read's own, which the primary would give too).
 */
export function replicaFailure(error: unknown): 'down' | 'retry' | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (DOWN_CODES.has(code) || code.startsWith('08')) return 'down';
    if (RETRY_CODES.has(code)) return 'retry';
    return undefined;
  }
  return CONNECTION_MESSAGES.test(error.message) ? 'down' : undefined;
}

interface Sample {
  /** When the primary was asked (ms). */
  at: number;
  lsn: bigint;
}

interface ReplicaState {
  up: boolean;
  /** The WAL it had replayed when last asked. */
  replayed: bigint | undefined;
  /** It had replayed everything the primary had written at this time (ms). */
  freshAsOf: number;
}

/** Samples of the primary's WAL end kept: more than the lag bound needs at any check interval. */
const MAX_SAMPLES = 256;

export class ReplicaRouting {
  private readonly samples: Sample[] = [];
  private readonly states: ReplicaState[];
  /** Writes heard of so far, and how many of them the barrier covers. */
  private heard = 0;
  private covered = 0;
  /** What a replica must have replayed to serve (the primary's WAL end after the writes covered). */
  private barrier = 0n;

  constructor(
    replicas: number,
    private readonly maxLagMs: number,
  ) {
    this.states = Array.from({ length: replicas }, () => ({
      up: false,
      replayed: undefined,
      freshAsOf: -Infinity,
    }));
  }

  get count(): number {
    return this.states.length;
  }

  /** The primary's WAL end was `lsn` when asked at `at` (a question sent after `ticket` writes were heard). */
  primaryAt(at: number, lsn: bigint, ticket: number): void {
    this.samples.push({ at, lsn });
    // Keep the samples inside the lag window, and the newest before it (the freshest a slow replica can be).
    const horizon = at - this.maxLagMs;
    let drop = 0;
    while (drop + 1 < this.samples.length && this.samples[drop + 1].at <= horizon) drop += 1;
    drop = Math.max(drop, this.samples.length - MAX_SAMPLES);
    if (drop > 0) this.samples.splice(0, drop);
    if (ticket > this.covered) this.barrierRead(ticket, lsn);
  }

  /** A replica answered: in recovery with `replayed` WAL replayed, or not in recovery (null). */
  replicaAt(index: number, replayed: bigint | null): void {
    const state = this.states[index];
    if (replayed === null) {
      // Promoted, or a primary listed as a replica: never read as one.
      state.up = false;
      return;
    }
    state.up = true;
    if (state.replayed === undefined || replayed > state.replayed) state.replayed = replayed;
    for (let i = this.samples.length - 1; i >= 0; i--) {
      if (this.samples[i].lsn <= state.replayed) {
        state.freshAsOf = Math.max(state.freshAsOf, this.samples[i].at);
        break;
      }
    }
  }

  /** The replica failed (a check or a read): out of use until a check finds it well. */
  replicaDown(index: number): void {
    this.states[index].up = false;
  }

  isUp(index: number): boolean {
    return this.states[index].up;
  }

  /** This process heard of a write: the ticket to give the next barrier read. */
  writeHeard(): number {
    this.heard += 1;
    return this.heard;
  }

  /** How many writes were heard of: a barrier read sent now covers them. */
  get ticket(): number {
    return this.heard;
  }

  /** The primary's WAL end, read after the first `ticket` writes were heard. */
  barrierRead(ticket: number, lsn: bigint): void {
    if (lsn > this.barrier) this.barrier = lsn;
    if (ticket > this.covered) this.covered = ticket;
  }

  /** A write was heard that no barrier read covers yet: no replica serves. */
  get barrierPending(): boolean {
    return this.covered < this.heard;
  }

  /** Whether the replica may serve a read at `now`. */
  eligible(index: number, now: number): boolean {
    const state = this.states[index];
    return (
      state.up &&
      state.replayed !== undefined &&
      !this.barrierPending &&
      state.replayed >= this.barrier &&
      now - state.freshAsOf <= this.maxLagMs
    );
  }

  /** Whether the replica would serve but for a barrier it may have replayed since it was asked. */
  behindBarrier(index: number): boolean {
    const state = this.states[index];
    return (
      state.up &&
      !this.barrierPending &&
      state.replayed !== undefined &&
      state.replayed < this.barrier
    );
  }

  /** A replica to read from at `now`, chosen at random among those that may serve, or none. */
  choose(now: number, random: () => number = Math.random): number | undefined {
    const count = this.states.length;
    if (count === 1) return this.eligible(0, now) ? 0 : undefined;
    const start = Math.floor(random() * count);
    for (let i = 0; i < count; i++) {
      const index = (start + i) % count;
      if (this.eligible(index, now)) return index;
    }
    return undefined;
  }
}
