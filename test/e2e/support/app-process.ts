import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** An app process started as `npm start` starts it: the built backend, its own embedded database. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** What the process printed so far. */
  output(): string;
  /** Ends the process (SIGTERM, at most 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

export interface AppOptions {
  /** Prefix of its data directory in the system's temporary folder. */
  name: string;
  seedDemo: boolean;
  admin: { email: string; username: string; password: string };
}

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

/**
 * Starts the app and waits (at most 60 s) until /api/health answers. The repository root is the
 * working directory, as npm scripts run (this module is loaded both as CommonJS by jest's global
 * setup and as an ES module by the tests, so neither __dirname nor import.meta is available to both).
 */
export async function startAppProcess({ name, seedDemo, admin }: AppOptions): Promise<AppProcess> {
  const root = process.cwd();
  const main = path.join(root, 'backend/dist/main.js');
  if (!existsSync(main))
    throw new Error(`No ${main}: run the tests from the repository root, after npm run build.`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      RATE_LIMIT_FACTOR: '100',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const app: AppProcess = {
    url,
    child,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await app.stop();
      throw new Error(`The app exited with ${child.exitCode}:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return app;
    await new Promise((r) => setTimeout(r, 250));
  }
  await app.stop();
  throw new Error(`The app did not become healthy within 60 s:\n${output}`);
}
