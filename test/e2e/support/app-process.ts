import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// Named with .ts: jest's global setup requires this module as CommonJS, without the tests' mapping.
import { spawnApp } from '../../api/support/app-processes.ts';

/** An app started as `npm start` starts it: the built backend on its own embedded database. */
export interface E2eApp {
  url: string;
  /** Ends the process and removes its data directory. */
  stop(): Promise<void>;
}

export interface AppOptions {
  /** Prefix of its data directory in the system's temporary folder, and the process's name. */
  name: string;
  seedDemo: boolean;
  admin: { email: string; username: string; password: string };
  /** More of its environment (SMTP_URL, say). */
  env?: Record<string, string>;
}

export async function startAppProcess({ name, seedDemo, admin, env }: AppOptions): Promise<E2eApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const app = await spawnApp(name, {
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      RATE_LIMIT_FACTOR: '100',
      // Tests read the sitemap a moment after changing content, not five minutes.
      SITEMAP_REBUILD_SECONDS: '1',
      ADMIN_EMAIL: admin.email,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...env,
    });
    return {
      url: app.url,
      stop: async () => {
        await app.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
