/**
 * The writes of the bench's "under writes" rows: edits of one question's description, votes or
 * comments, sent at a fixed rate through the app's own API (the requests the reader's pages send),
 * while the parent process reads pages. It runs as a child process, so the load generator's busy
 * event loop does not delay its requests or inflate its timings.
 *
 * Protocol: the parent forks it with a WriterPlan as JSON in argv[2]; it answers 'ready', starts
 * writing on 'start', stops on 'stop' (waiting for the writes in flight) and sends a WriterReport.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

export type WriteKind = 'edit' | 'vote' | 'comment';

export interface WriterPlan {
  kind: WriteKind;
  base: string;
  /** Where the freshness check reads the edited page (the HTTP cache in front); `base` unless given. */
  readBase?: string;
  perSecond: number;
  /** Session cookies of the signed-in writers, taken in turn. */
  cookies: string[];
  /** edit: the one question edited; vote: argument ids; comment: question ids (their threads). */
  targets: string[];
  /** Keeps this row's texts apart from other rows' (and from the other runs'). */
  tag: string;
}

export interface WriterReport {
  /** Seconds from 'start' to 'stop'. */
  seconds: number;
  sent: number;
  ok: number;
  /** Refused or failed writes, the first few as "status: text". */
  failed: number;
  failures: string[];
  /** Ticks with no write sent because too many were still in flight (votes, comments). */
  skipped: number;
  /** CPU time of this process (the writer) from 'start' to 'stop', ms. */
  cpuMs: number;
  /** Latency of each acknowledged write, ms, in the order acknowledged (rounds merge them). */
  latencies: number[];
  /** Edits only: one anonymous read of the page after each acknowledged edit (see checkFresh). */
  freshness?: { checked: number; stale: number; examples: string[] };
}

const EXAMPLES = 5;

/**
 * The writer's requests go through node:http with kept-alive connections: it stands for remote
 * clients, so its own CPU should take as little of this shared machine as it can (fetch cost it
 * several ms a request). Pages are asked for gzipped, as a browser asks, and unzipped here.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip', ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            const status = res.statusCode ?? 0;
            resolve({ status, ok: status >= 200 && status < 300, text: body.toString('utf8') });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A description within the question's rules (160 to 300 characters on one line), plain ASCII. */
export function editedDescription(tag: string, n: number): string {
  return (
    `Bench edit ${n} of ${tag}, a description written while readers load other pages: ` +
    'how should societies weigh costs, benefits and fairness when people disagree about ' +
    'the matter and about what it means for their neighbours.'
  );
}

const EDIT_PATTERN = /Bench edit (\d+) of ([\w-]+),/g;

function excerpt(res: Answer): string {
  return res.text.slice(0, 200).replace(/\s+/g, ' ');
}

class Writer {
  private stopped = false;
  private wake: (() => void) | undefined;
  private readonly latencies: number[] = [];
  private readonly failures: string[] = [];
  private sent = 0;
  private ok = 0;
  private failed = 0;
  private skipped = 0;
  private checked = 0;
  private stale = 0;
  private readonly staleExamples: string[] = [];
  private readonly interval: number;

  constructor(private readonly plan: WriterPlan) {
    this.interval = 1000 / plan.perSecond;
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  /** Waits until `at` (performance.now() ms), or less if stopped meanwhile. */
  private sleepUntil(at: number): Promise<void> {
    const ms = at - performance.now();
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private fail(status: string): void {
    this.failed++;
    if (this.failures.length < EXAMPLES) this.failures.push(status);
  }

  private async post(path: string, cookie: string, body: unknown): Promise<Answer | undefined> {
    this.sent++;
    const started = performance.now();
    try {
      const res = await send(this.plan.base + path, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ body }),
      });
      if (!res.ok) {
        this.fail(`${res.status}: ${excerpt(res)}`);
        return undefined;
      }
      this.latencies.push(performance.now() - started);
      this.ok++;
      return res;
    } catch (error) {
      this.fail(String(error));
      return undefined;
    }
  }

  /**
   * One question's description, edited one edit after another (each edit names the value it
   * replaces, as the reader's edit form does, so two in flight would refuse each other): the next
   * edit goes at its tick, or at once when the previous one took longer. After each acknowledged
   * edit, one anonymous read of the page, alongside the next edit: it must show that edit or a
   * later one.
   */
  private async edits(): Promise<void> {
    const [convoID] = this.plan.targets;
    const cookie = this.plan.cookies[0];
    const current = async () => {
      const res = await send(
        `${this.plan.base}/api/getfield?artifactType=convo&artifactID=${convoID}&fieldName=Description`,
      );
      if (!res.ok) throw new Error(`getfield failed: ${res.status} ${excerpt(res)}`);
      return (JSON.parse(res.text) as { Value: string }).Value;
    };
    const checks: Promise<void>[] = [];
    let oldValue = await current();
    let next = performance.now();
    for (let n = 1; !this.stopped; n++) {
      await this.sleepUntil(next);
      if (this.stopped) break;
      next = Math.max(next + this.interval, performance.now());
      const newValue = editedDescription(this.plan.tag, n);
      const res = await this.post('/api/convo/edit', cookie, {
        convoID,
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Description',
            OldValue: oldValue,
            NewValue: newValue,
          }),
        },
        revDesc: `Bench edit ${n}`,
      });
      if (!res) {
        oldValue = await current();
        continue;
      }
      oldValue = newValue;
      checks.push(this.checkFresh(convoID, n));
    }
    await Promise.all(checks);
  }

  /** A read of the edited page, as anyone would get it, shows edit n or a later one everywhere. */
  private async checkFresh(convoID: string, n: number): Promise<void> {
    this.checked++;
    const res = await send(`${this.plan.readBase ?? this.plan.base}/c/${convoID}`);
    const shown = [...res.text.matchAll(EDIT_PATTERN)].map((m) =>
      m[2] === this.plan.tag ? Number(m[1]) : 0,
    );
    const oldest = shown.length ? Math.min(...shown) : undefined;
    if (res.ok && oldest !== undefined && oldest >= n) return;
    this.stale++;
    if (this.staleExamples.length < EXAMPLES) {
      this.staleExamples.push(
        `edit ${n}: ` +
          (!res.ok
            ? `status ${res.status}`
            : oldest === undefined
              ? 'page shows no edit of this row'
              : oldest === 0
                ? "page shows another row's edit"
                : `page shows edit ${oldest}`),
      );
    }
  }

  /** Writes at every tick without waiting for the previous ones (different voters or threads). */
  private async openLoop(write: (n: number) => Promise<unknown>): Promise<void> {
    const inFlight = new Set<Promise<unknown>>();
    const cap = Math.max(4, Math.ceil(this.plan.perSecond * 2));
    let next = performance.now();
    for (let n = 0; !this.stopped; n++) {
      await this.sleepUntil(next);
      if (this.stopped) break;
      next += this.interval;
      if (inFlight.size >= cap) {
        this.skipped++;
        continue;
      }
      const p = write(n).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
  }

  private votes(): Promise<void> {
    const { cookies, targets } = this.plan;
    return this.openLoop((n) =>
      this.post('/api/yourtake/submit', cookies[n % cookies.length], {
        argID: targets[n % targets.length],
        question: 'agreement',
        value: String(1 + ((n * 3) % 5)),
      }),
    );
  }

  private comments(): Promise<void> {
    const { cookies, targets, tag } = this.plan;
    return this.openLoop((n) => {
      const threadID = targets[n % targets.length];
      return this.post('/api/comment/new', cookies[n % cookies.length], {
        threadID,
        body: `Bench comment ${n} of ${tag}: another view on this question, written while others read.`,
        pathname: `/c/${threadID}`,
      });
    });
  }

  async run(): Promise<WriterReport> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await { edit: () => this.edits(), vote: () => this.votes(), comment: () => this.comments() }[
      this.plan.kind
    ]();
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    return {
      cpuMs: (user + system) / 1000,
      seconds,
      sent: this.sent,
      ok: this.ok,
      failed: this.failed,
      failures: this.failures,
      skipped: this.skipped,
      latencies: this.latencies,
      ...(this.plan.kind === 'edit'
        ? { freshness: { checked: this.checked, stale: this.stale, examples: this.staleExamples } }
        : {}),
    };
  }
}

if (process.argv[2] && process.send) {
  const writer = new Writer(JSON.parse(process.argv[2]) as WriterPlan);
  process.on('message', (message) => {
    if (message === 'start') {
      writer.run().then(
        (report) => {
          agent.destroy();
          process.send!({ report }, () => process.exit(0));
        },
        (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
      );
    } else if (message === 'stop') writer.stop();
  });
  process.send('ready');
}
