import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const app = (globalThis as { __e2eApp?: { child: ChildProcess; dataDir: string } }).__e2eApp;
  if (!app) return;
  if (app.child.exitCode === null) {
    const exited = new Promise((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  }
  await rm(app.dataDir, { recursive: true, force: true });
}
