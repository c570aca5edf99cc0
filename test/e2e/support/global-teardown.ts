import type { E2eApp } from './app-process.ts';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __e2eApp?: E2eApp }).__e2eApp?.stop();
}
