/**
 * npm run bench: loads a large site (1,000 questions, 5,000 positions, 50,000 arguments) into a
 * throwaway embedded database, starts the built app on it, and measures each operation under
 * concurrent load next to a bare node:http server returning the same body with the same headers
 * (the same bytes on the wire), in the same run. The ratio to the baseline is the figure that counts; absolute numbers are noisy.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fanOutReport, loadDataset, loadWatchers, SEARCH_QUERIES, SIZES } from './dataset.js';
import { measure, percentile, type LoadOptions, type Measurement } from './measure.js';
import { freePort } from '../api/support/free-port.js';
import { startVarnish, type Varnish } from '../api/support/varnish.js';
import type { WriteKind, WriterPlan, WriterReport } from './writer.js';

// npm scripts run from the repository root.
const ROOT = process.cwd();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** How many times the reads-under-writes group runs each of its rows (see underWrites). */
const WRITE_ROUNDS = Math.max(1, Number(process.env.BENCH_WRITE_ROUNDS ?? 3));
// BENCH_ONLY=vote runs only the operations whose names contain it (BENCH_ONLY=vote,search: either).
const ONLY = (process.env.BENCH_ONLY ?? '').split(',');
// BENCH_PROFILE=dir writes the app's CPU profile there when it stops (open it in DevTools).
const PROFILE = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];

type DataSourceModule = typeof import('../../backend/src/database/data-source.js');
type EmbeddedModule = typeof import('../../backend/src/database/embedded-postgres.js');
const backend = <T>(file: string) =>
  import(pathToFileURL(path.join(ROOT, 'backend/dist', file)).href) as Promise<T>;

interface Context {
  base: string;
  /** Varnish in front of the app (deploy/varnish/default.vcl), when a row through it is selected. */
  edge: string | undefined;
  /** The app's process, whose CPU time some rows report. */
  appPid: number | undefined;
  cookie: string;
  convoIds: string[];
  argIds: string[];
  commentThreadId: string;
  databaseUrl: string;
  /** Watchers of the edited question (loadWatchers), whose edits are notified to each. */
  watchers: number;
}

interface Operation {
  name: string;
  load: (ctx: Context) => LoadOptions;
  /** Runs before the sample request: answers a reason to skip the operation, or nothing. */
  prepare?: (ctx: Context) => Promise<string | void>;
}

/** The bench reader votes on the arguments whose results it reads: a voter's results. */
const VOTED_ARGS = 200;

async function voteOn(ctx: Context, argIds: string[]): Promise<void> {
  for (const [i, argID] of argIds.entries()) {
    const res = await fetch(`${ctx.base}/api/yourtake/submit`, {
      method: 'POST',
      headers: { cookie: ctx.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ body: { argID, question: 'agreement', value: String(1 + (i % 5)) } }),
    });
    if (!res.ok) throw new Error(`vote failed: ${res.status}`);
  }
}

const searchPaths = SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);

const PUNCTUATION = '.,;:!?-';

/**
 * Searches that no cache holds (a signed-in reader's repeated search is answered from memory): the
 * 12 queries, each request's with a run of punctuation of its own after it. Punctuation is neither
 * a word nor part of a trigram, so each does the same query work and finds the same rows as its
 * query alone; `row` keeps each operation's texts apart from the others'.
 */
function uncachedSearchPaths(row: number, count = 60_000): string[] {
  return Array.from({ length: count }, (_, i) => {
    let n = row * count + i;
    let suffix = '';
    do {
      suffix += PUNCTUATION[n % PUNCTUATION.length];
      n = Math.floor(n / PUNCTUATION.length);
    } while (n > 0);
    const q = `${SEARCH_QUERIES[i % SEARCH_QUERIES.length]} ${suffix}`;
    return `/api/search?q=${encodeURIComponent(q)}`;
  });
}

/** Reads `path` through Varnish until Varnish answers it from memory; a reason to skip, or nothing. */
async function warmEdge(edge: string | undefined, path: string): Promise<string | void> {
  if (!edge) return 'Varnish is not running';
  for (let i = 0; i < 100; i++) {
    const res = await fetch(edge + path);
    await res.arrayBuffer();
    if (res.headers.get('x-cache') === 'hit') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  return `Varnish does not keep ${path}`;
}

const OPERATIONS: Operation[] = [
  {
    name: 'question page HTML, anonymous (cache)',
    load: ({ base, convoIds }) => ({ url: `${base}/c/${convoIds[500]}` }),
  },
  {
    // Varnish in front (the app purges it): the page is answered from Varnish's memory, the app
    // is not asked. Asked for without compression, like every row: Varnish keeps the gzipped
    // answer the app gave it and unzips it for each such request.
    name: 'question page HTML, anonymous (Varnish)',
    prepare: ({ edge, convoIds }) => warmEdge(edge, `/c/${convoIds[500]}`),
    load: ({ edge, convoIds }) => ({ url: `${edge}/c/${convoIds[500]}` }),
  },
  {
    name: 'home page HTML, anonymous (Varnish)',
    prepare: ({ edge }) => warmEdge(edge, '/'),
    load: ({ edge }) => ({ url: `${edge}/` }),
  },
  {
    name: 'question page JSON, anonymous (cache)',
    load: ({ base, convoIds }) => ({ url: `${base}/api/convo/get?convoID=${convoIds[500]}` }),
  },
  {
    // The page everyone gets (the personal parts come from GET /api/me): from the page cache once
    // any visitor's render is stored.
    name: 'question page HTML, logged in (cache)',
    prepare: async ({ base, convoIds }) => {
      await fetch(`${base}/c/${convoIds[500]}`).then((r) => r.arrayBuffer());
    },
    load: ({ base, convoIds, cookie }) => ({
      url: `${base}/c/${convoIds[500]}`,
      headers: { cookie },
    }),
  },
  {
    // A query parameter the page does not read makes the page cache skip it: every request renders.
    name: 'question page HTML, uncached render',
    load: ({ base, convoIds }) => ({
      url: base,
      paths: convoIds.slice(0, 200).map((id, i) => `/c/${id}?bench=${i}`),
    }),
  },
  {
    // An argument's page reads its quotes, links and references too.
    name: 'argument page HTML, uncached render',
    load: ({ base, argIds }) => ({
      url: base,
      paths: argIds.slice(0, 200).map((id, i) => `/a/${id}?bench=${i}`),
    }),
  },
  {
    // The front door: its list, the most voted on (both with each question's figures) and the guide.
    name: 'home page HTML, anonymous (cache)',
    load: ({ base }) => ({ url: `${base}/` }),
  },
  {
    name: 'home page HTML, uncached render',
    load: ({ base }) => ({
      url: base,
      paths: Array.from({ length: 200 }, (_, i) => `/?bench=${i}`),
    }),
  },
  {
    name: 'argument page HTML, anonymous (cache)',
    load: ({ base, argIds }) => ({ url: `${base}/a/${argIds[500]}` }),
  },
  {
    name: 'GET /api/me, logged in',
    prepare: async ({ base, convoIds, cookie }) => {
      const res = await fetch(`${base}/api/me?path=/c/${convoIds[500]}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status === 404) return 'GET /api/me does not exist in this build';
    },
    load: ({ base, convoIds, cookie }) => ({
      url: base,
      headers: { cookie },
      paths: convoIds.slice(0, 200).map((id) => `/api/me?path=${encodeURIComponent(`/c/${id}`)}`),
    }),
  },
  {
    name: 'question page HTML, logged in (render)',
    load: ({ base, convoIds, cookie }) => ({
      url: base,
      headers: { cookie },
      paths: convoIds.slice(0, 200).map((id) => `/c/${id}`),
    }),
  },
  {
    name: 'question page JSON, logged in (query)',
    load: ({ base, convoIds, cookie }) => ({
      url: base,
      headers: { cookie },
      paths: convoIds.slice(0, 200).map((id) => `/api/convo/get?convoID=${id}`),
    }),
  },
  {
    name: 'search, 12 queries, anonymous (cache)',
    load: ({ base }) => ({ url: base, paths: searchPaths }),
  },
  {
    // Results are the same for everyone: kept in memory until content changes.
    name: 'search, 12 queries, logged in (memo)',
    load: ({ base, cookie }) => ({ url: base, headers: { cookie }, paths: searchPaths }),
  },
  {
    // This and the next two reach the database on every request (see uncachedSearchPaths).
    name: 'search, 12 queries, logged in (query)',
    load: ({ base, cookie }) => ({ url: base, headers: { cookie }, paths: uncachedSearchPaths(0) }),
  },
  {
    name: 'search, logged in (query), 4 connections',
    load: ({ base, cookie }) => ({
      url: base,
      headers: { cookie },
      connections: 4,
      paths: uncachedSearchPaths(1),
    }),
  },
  {
    name: 'search, logged in (query), 32 connections',
    load: ({ base, cookie }) => ({
      url: base,
      headers: { cookie },
      connections: 32,
      paths: uncachedSearchPaths(2),
    }),
  },
  {
    // Results are the same for everyone; the reader's own answers come from GET /api/me.
    name: 'vote results, logged in voter',
    prepare: (ctx) => voteOn(ctx, ctx.argIds.slice(0, VOTED_ARGS)),
    load: ({ base, cookie, argIds }) => ({
      url: base,
      headers: { cookie },
      paths: argIds.slice(0, VOTED_ARGS).map((id) => `/api/yourtake/results/${id}`),
    }),
  },
  {
    name: 'vote results (1M votes), logged in',
    load: ({ base, cookie, argIds }) => ({
      url: base,
      headers: { cookie },
      paths: argIds.slice(0, 500).map((id) => `/api/yourtake/results/${id}`),
    }),
  },
  {
    name: 'vote results (1M votes), 4 connections',
    load: ({ base, cookie, argIds }) => ({
      url: base,
      headers: { cookie },
      connections: 4,
      paths: argIds.slice(0, 500).map((id) => `/api/yourtake/results/${id}`),
    }),
  },
  {
    // Served from the stored releases (crosstab_releases): no vote is read per request.
    name: 'cross-tab (1M votes), logged in',
    load: ({ base, cookie, convoIds }) => ({
      url: base,
      headers: { cookie },
      paths: convoIds.slice(0, 500).map((id) => `/api/yourtakeconvo/crosstab/${id}`),
    }),
  },
  {
    name: 'vote submission, logged in',
    load: ({ base, cookie, argIds }) => ({
      url: `${base}/api/yourtake/submit`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      bodies: argIds.slice(0, 500).map((id, i) =>
        JSON.stringify({
          body: { argID: id, question: 'agreement', value: String(1 + (i % 5)) },
        }),
      ),
    }),
  },
  {
    name: 'comment thread (1,000), anonymous',
    load: ({ base, commentThreadId }) => ({
      url: `${base}/api/comment/get`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: { threadID: commentThreadId } }),
    }),
  },
  {
    name: 'comment thread (1,000), logged in',
    load: ({ base, cookie, commentThreadId }) => ({
      url: `${base}/api/comment/get`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ body: { threadID: commentThreadId } }),
    }),
  },
  { name: 'GET /api/home, anonymous', load: ({ base }) => ({ url: `${base}/api/home` }) },
];

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('The app exited during start-up.');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The app did not become healthy.');
}

/** Headers node:http writes by itself, or that describe the body rather than the answer. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

async function baseline(
  body: Buffer,
  sampleHeaders: Headers,
  connections?: number,
): Promise<Measurement> {
  const headers: Record<string, string> = {};
  sampleHeaders.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-bare-'));
  const bodyFile = path.join(dir, 'body');
  await writeFile(bodyFile, body);
  const child = fork(fileURLToPath(new URL('./bare-server.js', import.meta.url)), [
    'serve',
    String(port),
    bodyFile,
    JSON.stringify(headers),
  ]);
  await new Promise((resolve) => child.once('message', resolve));
  try {
    return await measure({ url: `http://127.0.0.1:${port}/`, seconds: SECONDS, connections });
  } finally {
    child.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

async function loggedInCookie(
  base: string,
  username = 'benchreader',
  email = 'reader@bench.example',
): Promise<string> {
  const res = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ body: { email, username, password: 'a bench passphrase' } }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`signup failed: ${res.status}`);
  return cookie;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

/** CPU time in a /proc/<pid>/stat line, in ms (user and system time). */
function cpuOfStat(stat: string): number {
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** Linux's USER_HZ: the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;

/**
 * CPU time a process has used, in ms (Linux), or undefined. Per request it is steadier than req/s
 * on a shared machine, whose speed swings between runs.
 */
async function cpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat === undefined ? undefined : cpuOfStat(stat);
}

/** CPU time of each PostgreSQL process on the machine (the bench's own cluster), in ms. */
async function postgresCpuMs(): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat.includes('(postgres)')) times.set(Number(pid), cpuOfStat(stat));
  }
  return times;
}

/** CPU time PostgreSQL's processes used between two readings (those alive at both), in ms. */
function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? ms);
  return total;
}

/*
 * Reads while people write (DESIGN.md, "Under writes"): anonymous reads of READS.count question
 * pages in a shuffled order at 64 connections while a child process (writer.ts) writes through the
 * API at a fixed rate: edits of one other question's description, votes on other questions'
 * arguments, comments on other questions. No write touches a page that is read: a cache that drops
 * only what a write changed keeps every read page. The reference of each row is the same reads with
 * no writes just before and just after it (their mean: the machine's speed drifts during a group
 * by more than the effect measured). The rows run in WRITE_ROUNDS rounds, their ratios summed, as
 * one run of a few seconds swings by a tenth either way. Before each row every read page is read
 * once, so each row starts from a full cache. Each kind of write is first run alone, with no
 * reads, for the CPU it costs the app, PostgreSQL and the writer.
 */
const READS = { first: 100, count: 300, connections: 64 };
/** The question edited, and those commented on: outside the read pages. */
const EDITED_CONVO = 950;
const COMMENTED_CONVOS = [960, 961, 962, 963, 964];
const VOTERS = 20;
const COMMENTERS = 5;

interface WriteMix {
  name: string;
  kind: WriteKind;
  perSecond: number;
}

/** With the reads with no writes, before and after these (their names too contain 'under writes'). */
const WRITE_MIXES: WriteMix[] = [
  { name: 'under writes: 2 edits/s, other question', kind: 'edit', perSecond: 2 },
  { name: 'under writes: 10 edits/s, other question', kind: 'edit', perSecond: 10 },
  { name: `under writes: 20 votes/s, ${VOTERS} voters`, kind: 'vote', perSecond: 20 },
  { name: `under writes: 5 comments/s, ${COMMENTERS} people`, kind: 'comment', perSecond: 5 },
];

/** The same order in every run (a small linear congruential generator, Fisher-Yates). */
function shuffled<T>(items: T[], seed = 22): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Reads every page once (a few at a time), so the cache holds them all. */
async function readAll(base: string, paths: string[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < paths.length) {
        const res = await fetch(base + paths[next++]);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`reading ${res.url}: ${res.status}`);
      }
    }),
  );
}

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`writer exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

/** Reads for SECONDS while the writer child writes (or waits `warmUpMs` unmeasured). */
async function readWhileWriting(
  load: LoadOptions,
  plan: WriterPlan,
  warmUpMs?: number,
): Promise<[Measurement | undefined, WriterReport]> {
  const child = fork(fileURLToPath(new URL('./writer.js', import.meta.url)), [
    JSON.stringify(plan),
  ]);
  try {
    if ((await nextMessage(child)) !== 'ready') throw new Error('writer did not start');
    const reported = nextMessage(child);
    child.send('start');
    const reads =
      warmUpMs === undefined
        ? await measure({ ...load, seconds: SECONDS })
        : await new Promise<undefined>((resolve) => setTimeout(resolve, warmUpMs));
    child.send('stop');
    const answer = (await reported) as { report?: WriterReport; error?: string };
    if (!answer.report) throw new Error(`writer failed: ${answer.error}`);
    return [reads, answer.report];
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

async function underWrites(ctx: Context): Promise<void> {
  const selected = (m: WriteMix) => ONLY.some((only) => m.name.includes(only));
  const mixes = WRITE_MIXES.filter(selected);
  if (!mixes.length && !ONLY.some((only) => 'under writes: none'.includes(only))) return;
  const { base, convoIds, argIds } = ctx;
  const readIds = convoIds.slice(READS.first, READS.first + READS.count);
  const paths = shuffled(readIds.map((id) => `/c/${id}`));
  const edited = convoIds[EDITED_CONVO];
  const threads = COMMENTED_CONVOS.map((i) => convoIds[i]);
  // The arguments voted on are the first 1,000: those of the first 20 questions.
  const argsPerConvo = SIZES.positionsPerConvo * SIZES.argsPerPosition;
  const votedConvos = new Set(
    argIds.map((id) => convoIds[Math.floor(Number(id.slice(1)) / argsPerConvo)]),
  );
  for (const id of [edited, ...threads, ...votedConvos])
    if (readIds.includes(id)) throw new Error(`${id} is both read and written`);
  const accounts = async (role: string, count: number) => {
    const cookies: string[] = [];
    for (let i = 0; i < count; i++)
      cookies.push(await loggedInCookie(base, `bench${role}${i}`, `${role}${i}@bench.example`));
    return cookies;
  };
  const cookies: Record<WriteKind, string[]> = {
    edit: mixes.some((m) => m.kind === 'edit') ? await accounts('editor', 1) : [],
    vote: mixes.some((m) => m.kind === 'vote') ? await accounts('voter', VOTERS) : [],
    comment: mixes.some((m) => m.kind === 'comment') ? await accounts('commenter', COMMENTERS) : [],
  };
  const targets: Record<WriteKind, string[]> = { edit: [edited], vote: argIds, comment: threads };
  const load: LoadOptions = { url: base, paths, connections: READS.connections };
  /** A writer's plan for a mix; `tag` keeps its texts apart from other runs'. */
  const planOf = ({ kind, perSecond }: WriteMix, tag: string): WriterPlan => ({
    kind,
    base,
    perSecond,
    cookies: cookies[kind],
    targets: targets[kind],
    tag: `${tag}-${Date.now().toString(36)}`,
  });
  const bytes = (await (await fetch(base + paths[0])).arrayBuffer()).byteLength;

  const loadBefore = os.loadavg()[0];
  await readAll(base, paths);
  // Warms the app's code on these pages unmeasured (when this group runs alone, its first load).
  await measure({ ...load, seconds: SECONDS });
  // Warms the app's code of each kind of write unmeasured, as the reads' warm-up does theirs.
  for (const mix of mixes) await readWhileWriting(load, planOf(mix, 'warm'), 1000);
  const none = async () => {
    await readAll(base, paths);
    return measure({ ...load, seconds: SECONDS });
  };
  // What each write costs, with no reads: CPU of the app, of PostgreSQL and of the writer.
  const costs: string[] = [];
  for (const mix of mixes) {
    const { kind, perSecond } = mix;
    const [app0, pg0] = [await cpuMs(ctx.appPid), await postgresCpuMs()];
    const [, alone] = await readWhileWriting(load, planOf(mix, 'alone'), SECONDS * 1000);
    const [app1, pg1] = [await cpuMs(ctx.appPid), await postgresCpuMs()];
    const per = (ms?: number) =>
      ms === undefined || alone.ok === 0 ? '-' : (ms / alone.ok).toFixed(1);
    const app = app0 === undefined || app1 === undefined ? undefined : app1 - app0;
    costs.push(
      `${`${kind}s at ${perSecond}/s, no reads`.padEnd(41)} app ${per(app)}, PostgreSQL ${per(postgresCpuBetween(pg0, pg1))}, ` +
        `writer ${alone.ok ? (alone.cpuMs / alone.ok).toFixed(1) : '-'} ms of CPU per ${kind}` +
        (kind === 'edit' ? ' (with its read of the page)' : '') +
        ` (${alone.ok} ${kind}s)`,
    );
  }

  const references: Measurement[] = [await none()];
  const runs = mixes.map(() => ({
    reads: [] as Measurement[],
    references: [] as number[],
    writes: [] as WriterReport[],
  }));
  for (let round = 0; round < WRITE_ROUNDS; round++) {
    for (const [i, mix] of mixes.entries()) {
      await readAll(base, paths);
      const [measured, writes] = await readWhileWriting(load, planOf(mix, `r${round}m${i}`));
      const before = references[references.length - 1].requestsPerSecond;
      const after = await none();
      references.push(after);
      runs[i].reads.push(measured!);
      runs[i].references.push((before + after.requestsPerSecond) / 2);
      runs[i].writes.push(writes);
    }
  }

  const rows: string[] = [];
  const notes: string[] = [];
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const worst = (reads: Measurement[], pick: (m: Measurement) => number) =>
    Math.max(...reads.map(pick));
  for (const [i, mix] of mixes.entries()) {
    const { reads, references: around, writes: reports } = runs[i];
    const { kind, perSecond } = mix;
    const rates = reads.map((r) => r.requestsPerSecond);
    const ratios = rates.map((rate, round) => rate / around[round]);
    const [p50, p95, p99] = [
      worst(reads, (r) => r.p50),
      worst(reads, (r) => r.p95),
      worst(reads, (r) => r.p99),
    ];
    const errors = sum(reads.map((r) => r.errors + r.non2xx));
    const seconds = sum(reports.map((w) => w.seconds));
    const ok = sum(reports.map((w) => w.ok));
    const failed = sum(reports.map((w) => w.failed));
    const skipped = sum(reports.map((w) => w.skipped));
    rows.push(
      `${mix.name.padEnd(41)} ${fmt(sum(rates) / rates.length)} ${fmt(p50, 1)} ${fmt(p95, 1)} ${fmt(p99, 1)} | ` +
        `${fmt(sum(around) / around.length)}   | ` +
        `${((sum(rates) / sum(around)) * 100).toFixed(1).padStart(5)}% ` +
        `(${ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(' ')}) | ` +
        `${(ok / seconds).toFixed(1)} (${ok} of ${sum(reports.map((w) => w.sent))}` +
        (failed ? `, ${failed} failed` : '') +
        (skipped ? `, ${skipped} ticks skipped: too many in flight` : '') +
        ')' +
        (errors ? `  (read errors ${errors})` : ''),
    );
    const latencies = reports.flatMap((w) => w.latencies).sort((a, b) => a - b);
    notes.push(
      `${`${kind} latency, ${perSecond}/s asked, ms`.padEnd(41)} ${' '.repeat(8)} ${fmt(percentile(latencies, 0.5), 1)} ${fmt(percentile(latencies, 0.95), 1)} ${fmt(percentile(latencies, 0.99), 1)}   (${latencies.length} ${kind}s)`,
    );
    if (kind === 'edit' && ok / seconds < 0.9 * perSecond)
      notes.push(
        `  fewer edits than asked: one editor's edits of one question go one after another ` +
          `(each names the value it replaces), each when the previous is acknowledged`,
      );
    const checks = reports.flatMap((w) => (w.freshness ? [w.freshness] : []));
    if (checks.length) {
      const checked = sum(checks.map((f) => f.checked));
      const stale = sum(checks.map((f) => f.stale));
      const examples = checks.flatMap((f) => f.examples).slice(0, 5);
      notes.push(
        `${`freshness, ${perSecond} edits/s asked`.padEnd(41)} ${checked - stale} of ${checked} edits shown by the next anonymous read of the page; stale: ${stale}` +
          (examples.length ? ` (${examples.join('; ')})` : ''),
      );
    }
    for (const failure of reports.flatMap((w) => w.failures).slice(0, 5))
      notes.push(`  ${kind} failed: ${failure}`);
  }

  const noneRates = references.map((r) => r.requestsPerSecond);
  console.log(
    `\nreads of ${READS.count} question pages in a shuffled order, anonymous, ${READS.connections} connections, ` +
      `while writes happen, in ${WRITE_ROUNDS} rounds: each round runs every row once, with reads with no ` +
      'writes before, between and after the rows. Each row is the mean of its rounds (latencies: its ' +
      'worst round), its ratio is its reads over the reads with no writes just before and just after ' +
      'it (the machine drifts by more than the effect measured), summed over the rounds, with each ' +
      "round's own ratio in brackets. Writes by a child process through the API, on questions none of " +
      'the read pages shows. Load average (1 min) of the machine at the start and the end of the group: ' +
      `${loadBefore.toFixed(1)}, ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    'operation                                 app req/s  p50 ms  p95 ms  p99 ms | none req/s | ratio (rounds) | writes done/s',
  );
  console.log(
    `${'under writes: none (reference)'.padEnd(41)} ${fmt(sum(noneRates) / noneRates.length)}` +
      `   (${references.length} runs, ${fmt(Math.min(...noneRates)).trim()} to ${fmt(Math.max(...noneRates)).trim()} req/s; page ${bytes} B)`,
  );
  for (const row of rows) console.log(row);
  if (notes.length) console.log(`\nthe writes of the rows above\n${notes.join('\n')}`);
  console.log(`\nwhat a write costs, each kind alone for ${SECONDS} s\n${costs.join('\n')}`);
  if (mixes.some((m) => m.kind === 'edit')) await reportFanOut(ctx, edited);
}

/** How long the edited question's edits took to reach its watchers (waits for the last, 60 s at most). */
async function reportFanOut(ctx: Context, edited: string): Promise<void> {
  let report = await fanOutReport(ctx.databaseUrl, edited);
  for (let i = 0; report && report.waiting > 0 && i < 60; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    report = await fanOutReport(ctx.databaseUrl, edited);
  }
  if (!report) return;
  console.log(
    `${'notifications of the edits'.padEnd(41)} ${report.events} edits, each to ${ctx.watchers} watchers: ` +
      `from commit to notified p50 ${report.p50.toFixed(2)} s, max ${report.max.toFixed(2)} s` +
      (report.waiting ? `; ${report.waiting} still waiting after 60 s` : ''),
  );
}

/** Reads through Varnish while one question (none of those read) is edited through the app. */
const EDGE_WRITES: WriteMix = {
  name: 'under writes (Varnish): 10 edits/s, other question',
  kind: 'edit',
  perSecond: 10,
};

/**
 * The reads of "under writes" through Varnish: the same pages, while an editor edits another
 * question through the app, which purges that question's keys in Varnish after each edit; the
 * reference is the same reads with no writes before and after each round. The edited page is read
 * through Varnish after each acknowledged edit: whether it shows the edit (the purge is sent after
 * commit, alongside the answer).
 */
async function edgeUnderWrites(ctx: Context): Promise<void> {
  const { base, edge, convoIds } = ctx;
  if (!edge || !ONLY.some((only) => EDGE_WRITES.name.includes(only))) return;
  const paths = shuffled(
    convoIds.slice(READS.first, READS.first + READS.count).map((id) => `/c/${id}`),
  );
  const load: LoadOptions = { url: edge, paths, connections: READS.connections };
  const cookie = await loggedInCookie(base, 'benchedgeeditor', 'edgeeditor@bench.example');
  const planOf = (tag: string): WriterPlan => ({
    kind: 'edit',
    base,
    readBase: edge,
    perSecond: EDGE_WRITES.perSecond,
    cookies: [cookie],
    targets: [convoIds[EDITED_CONVO]],
    tag: `${tag}-${Date.now().toString(36)}`,
  });
  const none = async () => {
    await readAll(edge, paths);
    return measure({ ...load, seconds: SECONDS });
  };
  await readAll(edge, paths);
  await measure({ ...load, seconds: SECONDS });
  await readWhileWriting(load, planOf('warm'), 1000);
  const references = [await none()];
  const rates: number[] = [];
  const around: number[] = [];
  const reports: WriterReport[] = [];
  const reads: Measurement[] = [];
  for (let round = 0; round < WRITE_ROUNDS; round++) {
    await readAll(edge, paths);
    const [measured, writes] = await readWhileWriting(load, planOf(`e${round}`));
    const before = references[references.length - 1].requestsPerSecond;
    const after = await none();
    references.push(after);
    reads.push(measured!);
    rates.push(measured!.requestsPerSecond);
    around.push((before + after.requestsPerSecond) / 2);
    reports.push(writes);
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const worst = (pick: (m: Measurement) => number) => Math.max(...reads.map(pick));
  const ok = sum(reports.map((w) => w.ok));
  const seconds = sum(reports.map((w) => w.seconds));
  const checks = reports.flatMap((w) => (w.freshness ? [w.freshness] : []));
  const checked = sum(checks.map((f) => f.checked));
  const stale = sum(checks.map((f) => f.stale));
  const errors = sum(reads.map((r) => r.errors + r.non2xx));
  const noneRates = references.map((r) => r.requestsPerSecond);
  console.log(
    `\nthe same reads through Varnish (deploy/varnish/default.vcl; the app purges it), ${WRITE_ROUNDS} rounds`,
  );
  console.log(
    'operation                                 edge req/s  p50 ms  p95 ms  p99 ms | none req/s | ratio (rounds) | writes done/s',
  );
  console.log(
    `${'under writes (Varnish): none (reference)'.padEnd(41)} ${fmt(sum(noneRates) / noneRates.length)}`,
  );
  console.log(
    `${EDGE_WRITES.name.padEnd(41)} ${fmt(sum(rates) / rates.length)} ${fmt(
      worst((r) => r.p50),
      1,
    )} ${fmt(
      worst((r) => r.p95),
      1,
    )} ${fmt(
      worst((r) => r.p99),
      1,
    )} | ` +
      `${fmt(sum(around) / around.length)}   | ${((sum(rates) / sum(around)) * 100).toFixed(1).padStart(5)}% ` +
      `(${rates.map((rate, i) => `${((rate / around[i]) * 100).toFixed(0)}%`).join(' ')}) | ` +
      `${(ok / seconds).toFixed(1)} (${ok} of ${sum(reports.map((w) => w.sent))})` +
      (errors ? `  (read errors ${errors})` : ''),
  );
  const examples = checks.flatMap((f) => f.examples).slice(0, 5);
  console.log(
    `${'freshness through Varnish'.padEnd(41)} ${checked - stale} of ${checked} edits shown by the next anonymous read through Varnish; stale: ${stale}` +
      (examples.length ? ` (${examples.join('; ')})` : ''),
  );
}

async function main(): Promise<void> {
  const { startEmbeddedPostgres } = await backend<EmbeddedModule>('database/embedded-postgres.js');
  const { createDataSource, runMigrations } =
    await backend<DataSourceModule>('database/data-source.js');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-bench-'));
  const db = await startEmbeddedPostgres({ dataDir });
  let app: ChildProcess | undefined;
  let varnish: Varnish | undefined;
  try {
    // Only migrates: no entity mapped.
    const schema = createDataSource(db.url, []);
    await schema.initialize();
    await runMigrations(schema);
    await schema.destroy();
    const started = Date.now();
    const { convoIds, argIds, commentThreadId } = await loadDataset(db.url);
    const watchers = await loadWatchers(db.url, convoIds[EDITED_CONVO]);
    console.log(
      `dataset: ${SIZES.convos} questions, ${SIZES.convos * SIZES.positionsPerConvo} positions, ` +
        `${SIZES.convos * SIZES.positionsPerConvo * SIZES.argsPerPosition} arguments, ${SIZES.votes} votes, ` +
        `${SIZES.comments} comments, one thread of ${SIZES.threadComments}, ${watchers} watchers of the edited question (loaded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Varnish in front, when a row through it is selected: the app purges it (EDGE_PURGE_URL), for
    // every row then, as in production.
    const edgeRows = [...OPERATIONS.map((o) => o.name), EDGE_WRITES.name].filter((name) =>
      name.includes('(Varnish)'),
    );
    const edgePort = edgeRows.some((name) => ONLY.some((only) => name.includes(only)))
      ? await freePort()
      : undefined;
    app = spawn(process.execPath, [...PROFILE, path.join(ROOT, 'backend/dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: db.url,
        RATE_LIMIT_FACTOR: '10000',
        SEED_DEMO: 'false',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...(edgePort ? { EDGE_PURGE_URL: `http://127.0.0.1:${edgePort}/` } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(base, app);
    if (edgePort) varnish = await startVarnish({ backends: [base], port: edgePort, size: '256m' });
    const ctx: Context = {
      base,
      edge: varnish?.url,
      appPid: app.pid,
      cookie: await loggedInCookie(base),
      convoIds,
      argIds,
      commentThreadId,
      databaseUrl: db.url,
      watchers,
    };
    console.log(
      `cores: ${os.cpus().length}; ${SECONDS} s per run, 32 connections unless named; load generator and servers share this machine` +
        (varnish ? '; Varnish in front for the rows that say so, and purged by the app' : '') +
        '\n',
    );
    console.log(
      'operation                                 app req/s  p50 ms  p95 ms  p99 ms | bare req/s | ratio | body B | app CPU ms/req',
    );
    for (const op of OPERATIONS.filter((o) => ONLY.some((only) => o.name.includes(only)))) {
      const skip = await op.prepare?.(ctx);
      if (skip) {
        console.log(`${op.name.padEnd(41)} skipped: ${skip}`);
        continue;
      }
      const load = op.load(ctx);
      const sampleUrl = load.paths ? base + load.paths[0] : load.url;
      const sample = await fetch(sampleUrl, {
        method: load.method ?? 'GET',
        headers: load.headers,
        body: load.bodies?.[0] ?? load.body,
      });
      const body = Buffer.from(await sample.arrayBuffer());
      const bytes = body.byteLength;
      const bare = await baseline(body, sample.headers, load.connections);
      const cpuBefore = await cpuMs(app.pid);
      const result = await measure({ ...load, seconds: SECONDS });
      const cpuAfter = await cpuMs(app.pid);
      const ratio = result.requestsPerSecond / bare.requestsPerSecond;
      const { requests } = result;
      const cpu =
        cpuBefore === undefined || cpuAfter === undefined || requests === 0
          ? '-'
          : ((cpuAfter - cpuBefore) / requests).toFixed(3);
      console.log(
        `${op.name.padEnd(41)} ${fmt(result.requestsPerSecond)} ${fmt(result.p50, 1)} ${fmt(result.p95, 1)} ${fmt(result.p99, 1)} | ${fmt(bare.requestsPerSecond)}   | ${(ratio * 100).toFixed(1).padStart(4)}% | ${bytes.toString().padStart(6)} | ${cpu.padStart(6)}` +
          (result.errors || result.non2xx
            ? `  (errors ${result.errors}, non-2xx ${result.non2xx})`
            : ''),
      );
    }
    await underWrites(ctx);
    await edgeUnderWrites(ctx);
  } finally {
    await varnish?.stop();
    if (app && app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app!.once('exit', r));
    }
    await db.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
