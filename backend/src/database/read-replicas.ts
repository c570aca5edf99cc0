import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import pg, { type PoolClient, type QueryConfig, type QueryResult, type QueryResultRow } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { ContentEvents } from '../common/content-events.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { poolOf } from './pool.js';
import { readsMayLag } from './read-context.js';
import { type Release, ReplicaConnection } from './replica-connection.js';
import { endOfInsertedWal, parseLsn, replicaFailure, ReplicaRouting } from './replica-routing.js';

/** What the replicas' read connections are called in pg_stat_activity. */
export const REPLICA_APPLICATION_NAME = 'opinions-replica';
/** The connection that checks each replica's health and replay position. */
const CHECK_APPLICATION_NAME = 'opinions-replica-check';

const CHECK = {
  name: 'replica-check',
  text: `SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replayed`,
};
const WAL_END = {
  name: 'replica-wal-end',
  text: 'SELECT pg_current_wal_insert_lsn()::text AS lsn',
};
const WAL_SIZES = `SELECT current_setting('wal_block_size')::int AS block,
                          (SELECT setting::bigint FROM pg_settings WHERE name = 'wal_segment_size') AS segment`;

/** How long connecting to a replica, or its check, may take before it counts as down. */
const REPLICA_TIMEOUT_MS = 2000;
/** A replica behind the barrier is asked again after this, doubling up to the check interval. */
const FIRST_PROBE_MS = 5;

/** The PostgresDriver methods replaced (typeorm/driver/postgres/PostgresDriver.js). */
interface DriverInternals {
  isReplicated: boolean;
  obtainMasterConnection(): Promise<[PoolClient, Release]>;
  obtainSlaveConnection(): Promise<[unknown, Release]>;
}

const routers = new WeakMap<DataSource, ReadReplicas>();

/**
 * A read whose answer may lag slightly (a list, a search, vote counts), as pool.query: from a
 * replica when the request's read context allows one and one may serve, else from the primary.
 */
export function lagTolerantQuery<R extends QueryResultRow>(
  dataSource: DataSource,
  config: QueryConfig,
): Promise<QueryResult<R>> {
  const replicas = routers.get(dataSource);
  return replicas ? replicas.query<R>(config) : poolOf(dataSource).query<R>(config);
}

/**
 * Runs `read` with an entity manager whose queries (raw ones too) may go to a replica, on one
 * connection; without replicas, or outside a context whose reads may lag, on the primary.
 */
export async function readMayLag<T>(
  dataSource: DataSource,
  read: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner('slave');
  try {
    return await read(runner.manager);
  } finally {
    await runner.release();
  }
}

/**
 * The streaming read replicas (DATABASE_REPLICA_URLS). TypeORM reads of the query builder (find,
 * findOne, repositories) ask the driver for a "slave" connection: that choice is replaced here, so
 * it is a replica only when the work running now may read lagging data (database/read-context.ts)
 * and a replica may serve (database/replica-routing.ts: its lag, its health, and the write
 * barrier that keeps caches from being filled with what a write just dropped). Everything else
 * (writes, transactions, raw dataSource.query, sessions and rate limits on the primary's pool)
 * stays on the primary. A replica that fails under a read costs the read nothing: it runs again
 * on the primary, and the replica is skipped until a check finds it well.
 *
 * Without replicas configured, nothing here runs: the driver is left as TypeORM made it.
 */
@Injectable()
export class ReadReplicas implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ReadReplicas');
  private readonly urls: readonly string[];
  private readonly maxLagMs: number;
  /** How often the primary and every replica are asked where they are. */
  readonly checkEveryMs: number;
  private routing: ReplicaRouting | undefined;
  private pools: pg.Pool[] = [];
  private checks: pg.Pool[] = [];
  private wal = { block: 8192, segment: 16 * 1024 * 1024 };
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private barrierInFlight = false;
  private readonly probing = new Set<number>();
  private readonly probeTimers = new Map<number, NodeJS.Timeout>();
  private readonly probeDelay = new Map<number, number>();
  /** Whether each replica was last announced in use (the log names changes only). */
  private readonly announced: (boolean | undefined)[] = [];
  private closed = false;
  private primaryConnection: (() => Promise<[PoolClient, Release]>) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    events: ContentEvents,
  ) {
    this.urls = config.databaseReplicaUrls;
    this.maxLagMs = config.replicaMaxLagSeconds * 1000;
    this.checkEveryMs = Math.min(1000, Math.max(50, Math.round(this.maxLagMs / 4)));
    // This process's own commits; other processes' writes come through the caches that hear them.
    if (this.enabled) events.subscribe(() => this.writeHeard());
  }

  get enabled(): boolean {
    return this.urls.length > 0;
  }

  onModuleInit(): void {
    if (!this.enabled) return;
    this.routing = new ReplicaRouting(this.urls.length, this.maxLagMs);
    this.pools = this.urls.map((url, index) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: 20,
        connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
        application_name: REPLICA_APPLICATION_NAME,
        keepAlive: true,
      });
      // An idle client whose replica went away: without a listener, the process would crash.
      pool.on('error', (error) => this.failed(index, error));
      return pool;
    });
    this.checks = this.urls.map((url, index) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
        query_timeout: REPLICA_TIMEOUT_MS,
        application_name: CHECK_APPLICATION_NAME,
        keepAlive: true,
      });
      pool.on('error', (error) => this.failed(index, error));
      return pool;
    });
    const driver = this.dataSource.driver as unknown as DriverInternals;
    this.primaryConnection = driver.obtainMasterConnection.bind(driver);
    driver.obtainSlaveConnection = () => this.readConnection();
    driver.isReplicated = true;
    routers.set(this.dataSource, this);
    // Replicas serve once checked; the first check runs now, the start waits for none of them.
    void this.start();
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.enabled || this.closed) return;
    this.closed = true;
    routers.delete(this.dataSource);
    clearInterval(this.timer);
    for (const timer of this.probeTimers.values()) clearTimeout(timer);
    this.probeTimers.clear();
    await Promise.all([...this.pools, ...this.checks].map((pool) => pool.end().catch(() => {})));
  }

  /**
   * This process heard of a write (its own commit, another process's notice, or a lost notice
   * connection): no replica serves until it has replayed the primary's WAL as of now.
   */
  writeHeard(): void {
    if (!this.routing || this.closed) return;
    this.routing.writeHeard();
    this.readBarrier();
  }

  /** Replicas in use now, by their position in DATABASE_REPLICA_URLS (health and tests). */
  inUse(): number[] {
    const routing = this.routing;
    if (!routing || this.closed) return [];
    const now = Date.now();
    return this.urls.flatMap((_, index) => (routing.eligible(index, now) ? [index] : []));
  }

  /** pool.query on a replica that may serve this read, else on the primary. */
  async query<R extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<R>> {
    const index = this.replicaFor();
    const primary = poolOf(this.dataSource);
    if (index === undefined) return primary.query<R>(config);
    try {
      return await this.pools[index].query<R>(config);
    } catch (error) {
      const failure = replicaFailure(error);
      if (!failure) throw error;
      if (failure === 'down') this.failed(index, error);
      return primary.query<R>(config);
    }
  }

  /** The replica the read running now may use, if any. */
  private replicaFor(): number | undefined {
    if (this.closed || !this.routing || !readsMayLag()) return undefined;
    return this.routing.choose(Date.now());
  }

  /** TypeORM's "slave" connection: a replica's, when it may serve; else the primary's. */
  private async readConnection(): Promise<[unknown, Release]> {
    const primary = this.primaryConnection!;
    const index = this.replicaFor();
    if (index === undefined) return primary();
    let client: PoolClient;
    try {
      client = await this.pools[index].connect();
    } catch (error) {
      this.failed(index, error);
      return primary();
    }
    const connection = new ReplicaConnection(client, (error) => this.failed(index, error), primary);
    return [connection, (error) => connection.release(error)];
  }

  private failed(index: number, error: unknown): void {
    if (!this.routing || this.closed) return;
    this.routing.replicaDown(index);
    this.announce(index, false, (error as Error)?.message ?? String(error));
  }

  private announce(index: number, inUse: boolean, why?: string): void {
    if (this.announced[index] === inUse) return;
    const first = this.announced[index] === undefined;
    this.announced[index] = inUse;
    const name = `Replica ${index + 1} (${hostOf(this.urls[index])})`;
    if (inUse) this.logger.log(`${name} is in use for reads that may lag.`);
    else if (!first || why) this.logger.warn(`${name} is not used: ${why ?? 'not checked yet'}.`);
  }

  private async start(): Promise<void> {
    try {
      const { rows } = await poolOf(this.dataSource).query<{ block: number; segment: string }>(
        WAL_SIZES,
      );
      this.wal = { block: rows[0].block, segment: Number(rows[0].segment) };
    } catch {
      // The defaults (8 kB pages, 16 MB segments) stand; a wrong guess only keeps replicas idle.
    }
    if (this.closed) return;
    this.timer = setInterval(() => void this.poll(), this.checkEveryMs);
    this.timer.unref();
    await this.poll();
  }

  /** The end of the primary's WAL now (database/replica-routing.ts). */
  private async primaryWalEnd(): Promise<bigint> {
    const { rows } = await poolOf(this.dataSource).query<{ lsn: string }>(WAL_END);
    return endOfInsertedWal(parseLsn(rows[0].lsn), this.wal.block, this.wal.segment);
  }

  /** Samples the primary's WAL end, then asks every replica where it is. At most one at a time. */
  private async poll(): Promise<void> {
    const routing = this.routing;
    if (!routing || this.polling || this.closed) return;
    this.polling = true;
    try {
      const ticket = routing.ticket;
      const at = Date.now();
      try {
        routing.primaryAt(at, await this.primaryWalEnd(), ticket);
      } catch {
        // No sample: the replicas' freshness ages until the primary answers again.
      }
      await Promise.all(this.checks.map((_, index) => this.check(index)));
      if (routing.barrierPending) this.readBarrier();
      else this.probeBehind();
    } finally {
      this.polling = false;
    }
  }

  private async check(index: number): Promise<void> {
    const routing = this.routing!;
    try {
      const { rows } = await this.checks[index].query<{
        recovery: boolean;
        replayed: string | null;
      }>(CHECK);
      if (this.closed) return;
      const { recovery, replayed } = rows[0];
      routing.replicaAt(index, recovery && replayed ? parseLsn(replayed) : null);
      if (!recovery) this.announce(index, false, 'it is not in recovery (not a standby)');
      else if (routing.isUp(index)) this.announce(index, true);
    } catch (error) {
      this.failed(index, error);
    }
  }

  /** Reads the primary's WAL end for the writes heard so far: one read in flight at a time. */
  private readBarrier(): void {
    const routing = this.routing;
    if (!routing || this.barrierInFlight || this.closed) return;
    this.barrierInFlight = true;
    const ticket = routing.ticket;
    this.primaryWalEnd().then(
      (lsn) => {
        this.barrierInFlight = false;
        routing.barrierRead(ticket, lsn);
        // Writes heard while it was on its way need a read of their own.
        if (routing.barrierPending) this.readBarrier();
        else this.probeBehind();
      },
      () => {
        // The next check tries again; meanwhile every read goes to the primary.
        this.barrierInFlight = false;
      },
    );
  }

  /** Asks again the replicas that were behind the barrier: they usually replayed it in a moment. */
  private probeBehind(): void {
    const routing = this.routing;
    if (!routing) return;
    for (let index = 0; index < routing.count; index++) {
      if (routing.behindBarrier(index)) this.probe(index);
    }
  }

  private probe(index: number): void {
    if (this.closed || this.probing.has(index) || this.probeTimers.has(index)) return;
    this.probing.add(index);
    void this.check(index).finally(() => {
      this.probing.delete(index);
      const routing = this.routing!;
      if (this.closed || !routing.behindBarrier(index)) {
        this.probeDelay.delete(index);
        return;
      }
      const delay = Math.min(this.probeDelay.get(index) ?? FIRST_PROBE_MS, this.checkEveryMs);
      this.probeDelay.set(index, delay * 2);
      const timer = setTimeout(() => {
        this.probeTimers.delete(index);
        this.probe(index);
      }, delay);
      timer.unref();
      this.probeTimers.set(index, timer);
    });
  }
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    return 'unreadable URL';
  }
}
