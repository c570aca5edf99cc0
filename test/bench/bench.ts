/**
 * npm run bench: starts the built app on a throwaway embedded database and measures each operation
 * under concurrent load next to a bare node:http server returning a body of the same size, in the
 * same run. The ratio to the baseline is the figure that counts; absolute numbers are noisy.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, type LoadOptions, type Measurement } from './measure.js';

// npm scripts run from the repository root.
const ROOT = process.cwd();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Operation {
  name: string;
  load: (base: string) => LoadOptions;
}

const OPERATIONS: Operation[] = [
  { name: 'GET /api/home (anonymous)', load: (base) => ({ url: `${base}/api/home` }) },
  { name: 'GET /api/health (1 query)', load: (base) => ({ url: `${base}/api/health` }) },
  { name: 'GET /encyclopedia (SSR, anonymous)', load: (base) => ({ url: `${base}/encyclopedia` }) },
  { name: 'GET /no-such-page (SSR 404)', load: (base) => ({ url: `${base}/no-such-page` }) },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

async function baseline(bytes: number, contentType: string): Promise<Measurement> {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('./bare-server.js', import.meta.url)), [
    'serve',
    String(port),
    String(bytes),
    contentType,
  ]);
  await new Promise((resolve) => child.once('message', resolve));
  try {
    return await measure({ url: `http://127.0.0.1:${port}/`, seconds: SECONDS });
  } finally {
    child.kill();
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '10000',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(base, app);
    console.log(
      `cores: ${os.cpus().length}; ${SECONDS} s per run, 32 connections; load generator and servers share this machine\n`,
    );
    console.log(
      'operation                              app req/s  p50 ms  p99 ms | bare req/s | ratio | body B',
    );
    for (const op of OPERATIONS) {
      const load = op.load(base);
      const sample = await fetch(load.url);
      const bytes = (await sample.arrayBuffer()).byteLength;
      const type = sample.headers.get('content-type') ?? 'application/json';
      const bare = await baseline(bytes, type);
      const result = await measure({ ...load, seconds: SECONDS });
      const ratio = result.requestsPerSecond / bare.requestsPerSecond;
      console.log(
        `${op.name.padEnd(38)} ${fmt(result.requestsPerSecond)} ${fmt(result.p50, 1)} ${fmt(result.p99, 1)} | ${fmt(bare.requestsPerSecond)}   | ${(ratio * 100).toFixed(1).padStart(4)}% | ${bytes}` +
          (result.errors || result.non2xx
            ? `  (errors ${result.errors}, non-2xx ${result.non2xx})`
            : ''),
      );
    }
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
