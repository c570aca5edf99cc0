import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { poolOf } from '../database/pool.js';
import { PERSONAL_CHANNEL } from '../session/personal-notices.js';
import { VOTES_CHANNEL } from './vote-ledger.js';

/** Beyond this many targets (or voters) in one notice statement, "*" (forget all) goes instead. */
const MAX_KEYS = 32;
/** After a failed notice statement, its notices go again with the next one, this much later. */
const RETRY_MS = 1000;

/**
 * One statement, its own short transaction outside every vote's, sends the gathered notices. It
 * commits asynchronously: it holds the notify lock only for its own commit, never through a WAL
 * flush, and a notice lost in a crash of PostgreSQL is no harm (every listener loses its
 * connection too, and forgets what it kept).
 */
const SEND = `SELECT set_config('synchronous_commit', 'off', true) AS commit_mode,
                     pg_notify(n.channel, n.payload) AS sent
                FROM unnest($1::text[], $2::text[]) AS n (channel, payload)`;

/** Keys to send on one channel: at most MAX_KEYS, else everything at once ("*"). */
class Gathered {
  private keys = new Set<string>();
  private all = false;

  add(key: string): void {
    if (this.all) return;
    this.keys.add(key);
    if (this.keys.size > MAX_KEYS) this.addAll();
  }

  addAll(): void {
    this.all = true;
    this.keys.clear();
  }

  /** Payloads that take() gave and that could not be sent: they go with the next ones. */
  putBack(payloads: string[]): void {
    for (const payload of payloads) {
      if (payload === '*') this.addAll();
      else this.add(payload);
    }
  }

  /** The payloads, and nothing left. */
  take(): string[] {
    const payloads = this.all ? ['*'] : [...this.keys];
    this.keys = new Set();
    this.all = false;
    return payloads;
  }
}

/**
 * Tells every app process, after commit, what this process's ballots changed: "<type>:<id>" on
 * VOTES_CHANNEL (its results), "voter:<key>" on personal_changed (a voter's own answers). A NOTIFY
 * inside a ballot's transaction would make its commit take PostgreSQL's one notify lock and hold
 * it through the WAL flush, so ballots would commit one flush at a time across the whole cluster.
 *
 * Notices are coalesced: while one statement is on its way, the next notices gather and then go
 * together in the next one, so a process has at most one notifying transaction at a time however
 * fast votes come, and a quiet process sends each at once. tell() answers once the statement
 * carrying its notice has committed, so a vote is acknowledged after its notice has been sent, as
 * when the ballot's own commit sent it. Should the statement fail (the database unreachable), the
 * vote stays acknowledged (it is committed) and its notices go again with the next statement.
 */
@Injectable()
export class VoteNotices implements OnModuleDestroy {
  private readonly logger = new Logger('VoteNotices');
  private readonly targets = new Gathered();
  private readonly voters = new Gathered();
  private waiting: (() => void)[] = [];
  private pendingRetry = false;
  private draining = false;
  private closed = false;

  constructor(private readonly dataSource: DataSource) {}

  /** A committed ballot changed this target's counts and/or this voter's answers. */
  tell(change: { target?: string; voter?: string }): Promise<void> {
    if (change.target) this.targets.add(change.target);
    if (change.voter) this.voters.add(`voter:${change.voter}`);
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.start();
    });
  }

  onModuleDestroy(): void {
    this.closed = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private start(): void {
    if (this.draining || this.closed) return;
    this.draining = true;
    // The notices of the same moment (this turn of the event loop) go together.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    while (!this.closed && (this.waiting.length > 0 || this.pendingRetry)) {
      const waiting = this.waiting;
      this.waiting = [];
      this.pendingRetry = false;
      const targets = this.targets.take();
      const voters = this.voters.take();
      try {
        await this.send(targets, voters);
      } catch (error) {
        this.logger.warn(
          `Could not tell the other processes of new votes (${(error as Error).message}); trying again.`,
        );
        this.targets.putBack(targets);
        this.voters.putBack(voters);
        setTimeout(() => {
          this.pendingRetry = true;
          this.start();
        }, RETRY_MS).unref();
      }
      for (const resolve of waiting) resolve();
    }
    this.draining = false;
  }

  private async send(targets: string[], voters: string[]): Promise<void> {
    if (targets.length + voters.length === 0) return;
    await poolOf(this.dataSource).query({
      name: 'vote-notices',
      text: SEND,
      values: [
        [...targets.map(() => VOTES_CHANNEL), ...voters.map(() => PERSONAL_CHANNEL)],
        [...targets, ...voters],
      ],
    });
  }
}
