import { EventEmitter } from 'node:events';
import type { PoolClient } from 'pg';
import { replicaFailure } from './replica-routing.js';

/** Gives a pooled connection back (with an error: closes it). */
export type Release = (error?: Error | boolean) => void;

const noop: Release = () => undefined;

/**
 * A replica's connection as TypeORM's query runner uses it (query, error events, release): a
 * query that fails because of the replica (its connection, a conflict with replay) runs again on
 * a primary connection, which the rest of the runner's queries use too. The replica's own error
 * events are not passed on: TypeORM would release its runner in the middle of a read.
 */
export class ReplicaConnection extends EventEmitter {
  private client: PoolClient;
  private releaseClient: Release;
  private onPrimary = false;
  private inTransaction = false;
  private released = false;
  private moving: Promise<void> | undefined;
  private readonly replicaError = (error: Error) => this.replicaFailed(error);
  private readonly forwardError = (error: Error) => {
    if (this.listenerCount('error') > 0) this.emit('error', error);
  };

  constructor(
    client: PoolClient,
    private readonly replicaFailed: (error: unknown) => void,
    private readonly primary: () => Promise<[PoolClient, Release]>,
  ) {
    super();
    this.client = client;
    this.releaseClient = (error) => client.release(error);
    client.on('error', this.replicaError);
  }

  query(text: unknown, values?: unknown): unknown {
    const run = (client: PoolClient) => client.query(text as string, values as unknown[]);
    // Streams (not used for reads here) and queries after a move go straight through.
    if (this.onPrimary || typeof text !== 'string') return run(this.client);
    if (/^\s*(?:START TRANSACTION|BEGIN)\b/i.test(text)) this.inTransaction = true;
    else if (/^\s*(?:COMMIT|ROLLBACK)\s*$/i.test(text)) this.inTransaction = false;
    return run(this.client).catch(async (error: unknown) => {
      const failure = replicaFailure(error);
      // Inside a transaction, a statement cannot run again on its own elsewhere.
      if (!failure || this.inTransaction || this.released) throw error;
      if (failure === 'down') this.replicaFailed(error);
      await this.moveToPrimary(failure === 'down' ? (error as Error) : undefined);
      return run(this.client);
    });
  }

  private moveToPrimary(error: Error | undefined): Promise<void> {
    this.moving ??= (async () => {
      // A failed connection is closed; a well one goes back to its pool.
      this.letGo(error);
      const [client, release] = await this.primary();
      client.on('error', this.forwardError);
      this.client = client;
      this.releaseClient = release;
      this.onPrimary = true;
      if (this.released) this.letGo();
    })();
    return this.moving;
  }

  release(error?: Error | boolean): void {
    this.released = true;
    // While moving, the primary connection is let go of as soon as it comes.
    if (this.moving && !this.onPrimary) return;
    this.letGo(error);
  }

  private letGo(error?: Error | boolean): void {
    this.client.removeListener('error', this.onPrimary ? this.forwardError : this.replicaError);
    const release = this.releaseClient;
    this.releaseClient = noop;
    release(error);
  }
}
