import { describe, expect, it } from '@jest/globals';
import { PurgeBatcher } from './purge-batcher.js';

/** A sender whose batches are recorded and finish when the test says. */
function recorder(fail = false) {
  const sent: string[][] = [];
  const finish: (() => void)[] = [];
  const send = (keys: string[]) => {
    sent.push(keys);
    return new Promise<void>((resolve, reject) =>
      finish.push(() => (fail ? reject(new Error('down')) : resolve())),
    );
  };
  /** Waits (a bounded number of event-loop turns) until `n` batches were sent. */
  const until = async (n: number) => {
    for (let i = 0; i < 1000 && sent.length < n; i++)
      await new Promise((resolve) => setTimeout(resolve, 1));
    expect(sent).toHaveLength(n);
  };
  return { sent, finish, send, until };
}

const options = { delayMs: 0, maxKeys: 100, overflow: 'site' };

describe('PurgeBatcher', () => {
  it('sends the keys of one turn together, each once', async () => {
    const r = recorder();
    const batcher = new PurgeBatcher({ ...options, send: r.send });
    batcher.add(['*', 'convo:a']);
    batcher.add(['*', 'convo:list']);
    await r.until(1);
    expect(r.sent[0]).toEqual(['*', 'convo:a', 'convo:list']);
    r.finish[0]();
    await batcher.drain();
    expect(r.sent).toHaveLength(1);
  });

  it('gathers the keys added while a batch is in flight into the next one', async () => {
    const r = recorder();
    const batcher = new PurgeBatcher({ ...options, send: r.send });
    batcher.add(['a']);
    await r.until(1);
    batcher.add(['b']);
    batcher.add(['c', 'a']);
    // Nothing more goes out while the first is in flight.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(r.sent).toHaveLength(1);
    r.finish[0]();
    await r.until(2);
    expect(r.sent[1]).toEqual(['b', 'c', 'a']);
    r.finish[1]();
    await batcher.drain();
  });

  it('goes on after a batch fails', async () => {
    const r = recorder(true);
    const batcher = new PurgeBatcher({ ...options, send: r.send });
    batcher.add(['a']);
    await r.until(1);
    batcher.add(['b']);
    r.finish[0]();
    await r.until(2);
    expect(r.sent[1]).toEqual(['b']);
    r.finish[1]();
    await batcher.drain();
  });

  it("settles a writer's wait once the batch holding its keys was sent, failed or not", async () => {
    const r = recorder(true);
    const batcher = new PurgeBatcher({ ...options, send: r.send });
    batcher.add(['a']);
    await r.until(1);
    let settled = false;
    const waited = batcher.sent(['b']).then(() => (settled = true));
    r.finish[0]();
    await r.until(2);
    expect(settled).toBe(false);
    r.finish[1]();
    await waited;
    expect(settled).toBe(true);
    await batcher.drain();
  });

  it('holds at most its bound of keys: past it, the overflow key alone', async () => {
    const r = recorder();
    const batcher = new PurgeBatcher({ ...options, maxKeys: 3, send: r.send });
    batcher.add(['a']);
    await r.until(1);
    batcher.add(['b', 'c', 'd']);
    expect(batcher.waiting).toBe(3);
    batcher.add(['e']);
    expect(batcher.waiting).toBe(1);
    batcher.add(['f']);
    expect(batcher.waiting).toBe(1);
    r.finish[0]();
    await r.until(2);
    expect(r.sent[1]).toEqual(['site']);
    r.finish[1]();
    await batcher.drain();
  });

  it('drains: sends what waits at once, without its delay, and waits for it', async () => {
    const r = recorder();
    const batcher = new PurgeBatcher({ ...options, delayMs: 3_600_000, send: r.send });
    batcher.add(['a', 'b']);
    expect(r.sent).toHaveLength(0);
    const drained = batcher.drain();
    await r.until(1);
    expect(r.sent[0]).toEqual(['a', 'b']);
    let done = false;
    void drained.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    r.finish[0]();
    await drained;
    expect(batcher.waiting).toBe(0);
  });
});
