import { describe, expect, it } from '@jest/globals';
import {
  collectReadKeys,
  collectReadKeysUntilClosed,
  currentReadKeys,
  EVERY_WRITE,
  keepFor,
  listKey,
  markKeyed,
  openCollections,
  readArtifacts,
  readKeys,
  ReadKeys,
  UNNAMED_FIGURES,
  UNNAMED_TTL_MS,
} from './read-keys.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('read keys', () => {
  it('collects what is read inside the collection, across awaits, and nothing outside it', async () => {
    readKeys('convo:outside');
    const reads = new ReadKeys();
    await collectReadKeys(reads, async () => {
      markKeyed();
      readKeys('convo:1');
      await tick();
      readArtifacts('pos', ['p1', 'p2']);
      readKeys(listKey('pos'));
    });
    readKeys('convo:after');
    expect([...reads.carried()].sort()).toEqual(['convo:1', 'pos:list', 'pos:p1', 'pos:p2']);
  });

  it('keeps an answer whose changes may go unnamed a short while, others as long as the cache keeps any', () => {
    const hour = 3_600_000;
    expect(keepFor(new Set(['convo:abc', listKey('convo')]), hour)).toBe(hour);
    expect(keepFor(new Set(['convo:abc', UNNAMED_FIGURES]), hour)).toBe(UNNAMED_TTL_MS);
    expect(keepFor(new Set([EVERY_WRITE]), hour)).toBe(UNNAMED_TTL_MS);
    expect(keepFor(new Set([UNNAMED_FIGURES]), 1000)).toBe(1000);
  });

  it('marks an answer nobody declared keyed as dropped by every write', async () => {
    const reads = new ReadKeys();
    await collectReadKeys(reads, async () => readKeys('convo:1'));
    expect([...reads.carried()]).toEqual(['convo:1', EVERY_WRITE]);
  });

  it('keeps concurrent collections apart, and a nested one to itself', async () => {
    const a = new ReadKeys();
    const b = new ReadKeys();
    const inner = new ReadKeys();
    await Promise.all([
      collectReadKeys(a, async () => {
        markKeyed();
        await tick();
        readKeys('convo:a');
        await collectReadKeys(inner, async () => {
          await tick();
          readKeys('convo:inner');
        });
        readKeys('convo:a2');
      }),
      collectReadKeys(b, async () => {
        markKeyed();
        readKeys('convo:b');
        await tick();
      }),
    ]);
    expect([...a.carried()]).toEqual(['convo:a', 'convo:a2']);
    expect([...b.carried()]).toEqual(['convo:b']);
    expect([...inner.carried()]).toEqual(['convo:inner', EVERY_WRITE]);
  });

  it('goes on collecting in one collection after another closed, and closes each once', async () => {
    const a = new ReadKeys();
    const b = new ReadKeys();
    let resume!: () => void;
    const later = new Promise<void>((resolve) => (resume = resolve));
    const running = collectReadKeys(b, async () => {
      await later;
      readKeys('convo:b');
    });
    await collectReadKeys(a, async () => readKeys('convo:a'));
    expect(openCollections()).toBe(1);
    resume();
    await running;
    expect([...b.carried()]).toEqual(['convo:b', EVERY_WRITE]);
    expect([...a.carried()]).toEqual(['convo:a', EVERY_WRITE]);
    expect(openCollections()).toBe(0);
  });

  it('collects until an open-ended collection is closed, and a failed start closes it', async () => {
    const reads = new ReadKeys();
    let resume!: () => void;
    const later = new Promise<void>((resolve) => (resume = resolve));
    let done!: Promise<void>;
    const close = collectReadKeysUntilClosed(reads, () => {
      done = later.then(() => readKeys('convo:later'));
    });
    resume();
    await done;
    close();
    close();
    expect(openCollections()).toBe(0);
    expect([...reads.carried()]).toEqual(['convo:later', EVERY_WRITE]);
    expect(() =>
      collectReadKeysUntilClosed(new ReadKeys(), () => {
        throw new Error('no start');
      }),
    ).toThrow('no start');
    expect(openCollections()).toBe(0);
  });

  it('leaves nothing collecting once every collection closed, not even work they started', async () => {
    const reads = new ReadKeys();
    let resume!: () => void;
    const later = new Promise<void>((resolve) => (resume = resolve));
    let leftover!: Promise<ReadKeys | undefined>;
    await collectReadKeys(reads, async () => {
      leftover = later.then(() => currentReadKeys());
    });
    resume();
    expect(await leftover).toBeUndefined();
    expect(currentReadKeys()).toBeUndefined();
  });
});
