import { mkdtemp, mkdir, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { assertReachableByPostgresUser } from './embedded-postgres.js';

describe('assertReachableByPostgresUser', () => {
  const created: string[] = [];
  afterAll(() => Promise.all(created.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('accepts a directory whose parents others may enter', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reach-'));
    created.push(dir);
    await chmod(dir, 0o755);
    expect(() => assertReachableByPostgresUser(path.join(dir, 'data', 'postgres'))).not.toThrow();
  });

  it('explains what to do when a parent is closed (only matters when running as root)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'closed-'));
    created.push(dir);
    await mkdir(path.join(dir, 'inner'));
    await chmod(dir, 0o700);
    const check = () => assertReachableByPostgresUser(path.join(dir, 'inner', 'postgres'));
    if (process.getuid?.() === 0) {
      expect(check).toThrow(/cannot enter .*closed-.* \(mode 700\)\. Set DATA_DIR/);
    } else {
      expect(check).not.toThrow();
    }
  });
});
