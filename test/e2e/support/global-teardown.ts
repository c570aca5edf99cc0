import type { AppProcess } from './app-process.ts';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __e2eApp?: AppProcess }).__e2eApp?.stop();
}
