import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './config.js';

/**
 * The app's secret (SESSION_SECRET, else one made once and kept in <DATA_DIR>/session-secret): it
 * signs the session cookies and the links that act without a login (digest/unsubscribe-token.ts).
 */
export async function sessionSecret(config: AppConfig): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await fs.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}
