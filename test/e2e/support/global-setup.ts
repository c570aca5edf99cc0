// jest requires its global setup as CommonJS, without the tests' .js -> .ts module mapping.
import { startAppProcess } from './app-process.ts';

const E2E_ADMIN = {
  email: 'root@example.org',
  username: 'RootAdmin',
  password: 'e2e admin passphrase',
};

/** The suite's app: empty (no demo seed), shared by every test file; global-teardown stops it. */
export default async function globalSetup(): Promise<void> {
  const app = await startAppProcess({ name: 'opinions-e2e', seedDemo: false, admin: E2E_ADMIN });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_ADMIN_JSON = JSON.stringify(E2E_ADMIN);
  (globalThis as { __e2eApp?: unknown }).__e2eApp = app;
}
