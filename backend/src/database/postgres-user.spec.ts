import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import {
  canEnter,
  closedDirectories,
  ensurePostgresUser,
  unreachableError,
} from './postgres-user.js';

const asRoot = process.getuid?.() === 0;

(asRoot ? describe : describe.skip)(
  asRoot
    ? 'what the "postgres" user can reach'
    : 'what the "postgres" user can reach (skipped: only root can act as another user)',
  () => {
    const created: string[] = [];
    afterAll(() => Promise.all(created.map((dir) => rm(dir, { recursive: true, force: true }))));

    it('cannot enter below a directory only root may enter, and is told which one to open', async () => {
      const user = ensurePostgresUser();
      const closed = await mkdtemp(path.join(os.tmpdir(), 'closed-'));
      created.push(closed);
      const inner = path.join(closed, 'inner');
      await mkdir(inner, { mode: 0o755 });
      await chmod(closed, 0o700);

      expect(canEnter(user, inner)).toBe(false);
      expect(closedDirectories(user, path.join(inner, 'postgres'))).toEqual([closed]);
      expect(unreachableError(user, 'the cluster', inner).message).toBe(
        'PostgreSQL refuses to run as root, so the embedded one runs as the system user "postgres", ' +
          `which cannot reach the cluster: run "chmod o+x ${closed}" (others may then pass through, ` +
          'not list them), or set DATABASE_URL to use another PostgreSQL server.',
      );

      await chmod(closed, 0o711);
      expect(canEnter(user, inner)).toBe(true);
      expect(closedDirectories(user, inner)).toEqual([]);
    });
  },
);
