// Lighthouse (mobile, its default) on a question page of the built app, started on a fresh data
// directory with the demo content. Prints the four category scores and fails below the minimum.
// Usage: node scripts/lighthouse.mjs [--min 95] [--report file.html] [--json file.json]
//   [--trace file.json]   (after `npm run build`; --trace saves the page load's DevTools trace)
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const minimum = Number(option('min', '95'));
const reportFile = option('report', undefined);
const jsonFile = option('json', undefined);
const traceFile = option('trace', undefined);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function until(what, check, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Gave up waiting for ${what} after ${ms / 1000} s.`);
}

/** The built app on its own port and data directory, with the demo content seeded. */
async function startApp(dataDir) {
  if (!existsSync(path.join(ROOT, 'backend/dist/main.js')))
    throw new Error('The app is not built: run "npm run build" first.');
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const convoId = await until('the demo content', async () => {
    if (child.exitCode !== null) throw new Error(`The app exited:\n${output}`);
    const res = await fetch(`${base}/api/convo/list`);
    if (!res.ok) return undefined;
    const list = await res.json();
    return list.Convos?.[0]?.ConvoID;
  }).catch((error) => {
    child.kill();
    throw new Error(`${error.message}\n${output}`);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Waits for the app to stop its embedded PostgreSQL before the data directory goes.
  return { base, convoId, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Headless Chromium with a DevTools port for Lighthouse to drive. */
async function startChromium(profileDir) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const child = spawn(
    chromium,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  const port = await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${chromium} exited with ${code}:\n${log}`)));
    child.on('error', reject);
  });
  return { port, stop: () => child.kill() };
}

const work = await mkdtemp(path.join(os.tmpdir(), 'opinions-lighthouse-'));
let app;
let browser;
let failed = false;
try {
  app = await startApp(path.join(work, 'data'));
  browser = await startChromium(path.join(work, 'profile'));
  const url = `${app.base}/c/${app.convoId}`;
  // A returning visitor's case: the page is in the page cache after its first render.
  await fetch(url);
  const result = await lighthouse(url, {
    port: browser.port,
    onlyCategories: CATEGORIES,
    output: ['html', 'json'],
    logLevel: 'error',
  });
  if (!result) throw new Error('Lighthouse returned no result.');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${url}`);
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    const score = Math.round((category.score ?? 0) * 100);
    const below = score < minimum;
    failed ||= below;
    console.log(
      `${String(score).padStart(4)}  ${category.title}${below ? `  (below ${minimum})` : ''}`,
    );
    // What costs points, so a low score says what to fix.
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
        console.log(`        ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
    }
  }
  console.log(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
      .map((id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`)
      .join(', '),
  );
  const [html, json] = result.report;
  if (reportFile) {
    await writeFile(reportFile, html);
    console.log(`Report: ${reportFile}`);
  }
  if (jsonFile) {
    await writeFile(jsonFile, json);
    console.log(`JSON: ${jsonFile}`);
  }
  if (traceFile) {
    await writeFile(traceFile, JSON.stringify(result.artifacts.Trace));
    console.log(`Trace: ${traceFile}`);
  }
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  browser?.stop();
  await app?.stop();
  await rm(work, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
}
process.exit(failed ? 1 : 0);
