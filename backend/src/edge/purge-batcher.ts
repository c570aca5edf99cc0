/** What a batcher is told: how to send a batch, when, and its bound. */
export interface PurgeBatcherOptions {
  /** Sends one batch of keys; a rejection is logged by the sender, never retried here. */
  send(keys: string[]): Promise<void>;
  /** How long keys wait to be sent with those that follow them; 0: the next turn of the event loop. */
  delayMs: number;
  /** Bound of the keys waiting; past it they are replaced by `overflow` alone (a key purging more). */
  maxKeys: number;
  overflow: string;
}

/**
 * Keys to purge, gathered into batches: the keys added while a batch waits (its delay) or is in
 * flight go out together in the next one, so a burst of writes costs a few purges, not one each.
 * One batch at a time; bounded.
 */
export class PurgeBatcher {
  private pending = new Set<string>();
  /** Who waits for the batch of the pending keys to be sent. */
  private waiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;

  constructor(private readonly options: PurgeBatcherOptions) {}

  /** Adds keys to the next batch. */
  add(keys: Iterable<string>): void {
    if (!this.pending.has(this.options.overflow)) {
      for (const key of keys) this.pending.add(key);
      if (this.pending.size > this.options.maxKeys) this.pending = new Set([this.options.overflow]);
    }
    this.schedule();
  }

  /**
   * Adds keys to the next batch; settles (never rejects) once that batch was sent or failed. Its
   * waiters are held no longer than the batch before it and its own take to send.
   */
  sent(keys: Iterable<string>): Promise<void> {
    const sent = new Promise<void>((resolve) => this.waiters.push(resolve));
    this.add(keys);
    return sent;
  }

  /** Keys waiting (tests). */
  get waiting(): number {
    return this.pending.size;
  }

  /** Sends what waits now, and waits for every batch in flight (shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight || this.pending.size > 0 || this.waiters.length > 0) {
      if (!this.inFlight) this.flush();
      await this.inFlight;
    }
  }

  private schedule(): void {
    if (this.timer || this.inFlight) return;
    if (this.pending.size === 0 && this.waiters.length === 0) return;
    this.timer = setTimeout(() => this.flush(), this.options.delayMs);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const keys = [...this.pending];
    const waiters = this.waiters;
    this.pending = new Set();
    this.waiters = [];
    if (keys.length === 0) {
      for (const waiter of waiters) waiter();
      return;
    }
    const done = () => {
      this.inFlight = undefined;
      for (const waiter of waiters) waiter();
      this.schedule();
    };
    this.inFlight = this.options.send(keys).then(done, done);
  }
}
