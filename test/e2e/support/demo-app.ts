import { startAppProcess } from './app-process.js';

/**
 * A second app, started as `npm start` starts it on a fresh machine: embedded database and the
 * demo seed (the suite's own server starts empty). For tests that look at the demo site.
 */
export interface DemoApp {
  url: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export async function startDemoApp(): Promise<DemoApp> {
  const admin = {
    email: 'demo-root@example.org',
    username: 'DemoRoot',
    password: 'demo e2e passphrase',
  };
  const app = await startAppProcess({ name: 'opinions-demo-e2e', seedDemo: true, admin });
  return { url: app.url, admin, stop: app.stop };
}
