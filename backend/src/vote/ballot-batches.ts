import type { Pool } from 'pg';
import { type BallotOutcome, type CastBallot, castBallots } from './vote-ledger.js';

/** Batches in flight at once: the rest of the ballots wait and go together in the next one. */
const IN_FLIGHT = 3;
/** Ballots in one statement at most. */
const MAX_BATCH = 200;

interface Waiting {
  cast: CastBallot;
  resolve: (outcome: BallotOutcome) => void;
  reject: (error: unknown) => void;
}

/** One voter's answer to one question: a batch holds at most one ballot of each. */
function answerOf({ ballot }: CastBallot): string {
  return `${ballot.targetType}\u0000${ballot.targetId}\u0000${ballot.voterKey}\u0000${ballot.question}`;
}

/**
 * Casts the ballots of this process in batches (group commit in the app): while IN_FLIGHT batches
 * are on their way, new ballots wait, then go together in one statement and one synchronous
 * commit (castBallots), so a vote costs the app and PostgreSQL a share of one round trip and one
 * WAL flush instead of its own. A quiet process casts each ballot at once, alone.
 *
 * A voter's second answer to the same question while the first waits goes in a later batch, in
 * the order they came (the newer answer wins either way: see UPSERT_LATEST). A batch that fails
 * for a reason other than a deadlock is cast again one ballot at a time, so that a ballot that
 * cannot be recorded fails alone.
 */
export class BallotBatches {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Pool) {}

  cast(cast: CastBallot): Promise<BallotOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ cast, resolve, reject });
      // The ballots of the same moment (this turn of the event loop) go together.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.launch();
        });
      }
    });
  }

  private launch(): void {
    while (this.inFlight < IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.launch();
      });
    }
  }

  /** The oldest waiting ballots, at most one of each answer; the others keep their places. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    const answers = new Set<string>();
    for (const waiting of this.waiting) {
      const answer = answerOf(waiting.cast);
      if (batch.length >= MAX_BATCH || answers.has(answer)) left.push(waiting);
      else {
        answers.add(answer);
        batch.push(waiting);
      }
    }
    this.waiting = left;
    return batch;
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await castBallots(
        this.db,
        batch.map((w) => w.cast),
      );
      batch.forEach((w, i) => w.resolve(outcomes[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      await Promise.all(batch.map((w) => this.send([w])));
    }
  }
}
