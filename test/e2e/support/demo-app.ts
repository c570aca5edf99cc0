import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A second app, started as `npm start` starts it on a fresh machine: embedded database and the
 * demo seed (the suite's own server starts empty). For tests that look at the demo site.
 */
export interface DemoApp {
  url: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
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

export async function startDemoApp(): Promise<DemoApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'opinions-demo-e2e-'));
  const port = await freePort();
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const admin = {
    email: 'demo-root@example.org',
    username: 'DemoRoot',
    password: 'demo e2e passphrase',
  };
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
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
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The demo app exited:\n${output}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { url, admin, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The demo app did not become healthy:\n${output}`);
}
