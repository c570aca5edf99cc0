import { describe, expect, it } from '@jest/globals';
import { endOfInsertedWal, parseLsn, replicaFailure, ReplicaRouting } from './replica-routing.js';

const lsn = (n: number) => BigInt(n);

/** One replica, checked: the primary at `primary`, the replica replayed `replayed`, at `at` ms. */
function checked(routing: ReplicaRouting, at: number, primary: number, replayed: number): void {
  routing.primaryAt(at, lsn(primary), routing.ticket);
  routing.replicaAt(0, lsn(replayed));
}

describe('WAL positions', () => {
  it('reads pg_lsn text as bytes', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('16/B374D848') > parseLsn('16/B374D847')).toBe(true);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('garbage')).toThrow(/Not a WAL position/);
  });

  it("takes the insert position past a fresh page's header back to the page boundary", () => {
    const block = 8192;
    const segment = 16 * 1024 * 1024;
    // Inside a page: as it is.
    expect(endOfInsertedWal(BigInt(3 * block + 100), block, segment)).toBe(BigInt(3 * block + 100));
    // Just past a short page header: the boundary.
    expect(endOfInsertedWal(BigInt(3 * block + 24), block, segment)).toBe(BigInt(3 * block));
    // A segment's first page has the long header.
    expect(endOfInsertedWal(BigInt(2 * segment + 40), block, segment)).toBe(BigInt(2 * segment));
    expect(endOfInsertedWal(BigInt(2 * segment + 24), block, segment)).toBe(
      BigInt(2 * segment + 24),
    );
  });
});

describe('replicaFailure', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });

  it('takes connection failures for a replica that is down', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '28P01'])
      expect(replicaFailure(withCode(code))).toBe('down');
    expect(replicaFailure(new Error('Connection terminated unexpectedly'))).toBe('down');
    expect(
      replicaFailure(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe('down');
  });

  it("runs a replica's own refusals again on the primary, and leaves the read's own errors alone", () => {
    for (const code of ['40001', '25006', '0A000', '53300'])
      expect(replicaFailure(withCode(code))).toBe('retry');
    for (const code of ['22P02', '42P01', '23505', '57014'])
      expect(replicaFailure(withCode(code))).toBeUndefined();
    expect(replicaFailure(new Error('something else'))).toBeUndefined();
    expect(replicaFailure('not an error')).toBeUndefined();
  });
});

describe('ReplicaRouting', () => {
  const MAX_LAG = 5000;

  it('uses no replica before it was checked, nor one that is down or not in recovery', () => {
    const routing = new ReplicaRouting(1, MAX_LAG);
    expect(routing.choose(0)).toBeUndefined();
    checked(routing, 0, 100, 100);
    expect(routing.choose(10)).toBe(0);
    routing.replicaDown(0);
    expect(routing.choose(10)).toBeUndefined();
    checked(routing, 20, 100, 100);
    expect(routing.choose(30)).toBe(0);
    routing.replicaAt(0, null);
    expect(routing.choose(30)).toBeUndefined();
  });

  it('measures lag by WAL positions: an idle primary is no lag, a replica behind ages out', () => {
    const routing = new ReplicaRouting(1, MAX_LAG);
    // The primary writes nothing for a long time: the replica has it all, however old.
    checked(routing, 0, 100, 100);
    checked(routing, 60_000, 100, 100);
    expect(routing.eligible(0, 60_010)).toBe(true);
    // The primary moves on; the replica stops replaying at 100.
    checked(routing, 61_000, 200, 100);
    expect(routing.eligible(0, 61_010)).toBe(true);
    checked(routing, 64_000, 300, 100);
    // Fresh as of 60 s (the last sample it had replayed) ...
    expect(routing.eligible(0, 65_000)).toBe(true);
    // ... and no longer 5 s after that, whatever the checks say.
    expect(routing.eligible(0, 65_001)).toBe(false);
    checked(routing, 66_000, 300, 100);
    expect(routing.eligible(0, 66_001)).toBe(false);
    // It catches up with the sample of 64 s: fresh as of then.
    routing.replicaAt(0, lsn(300));
    expect(routing.eligible(0, 66_001)).toBe(true);
    expect(routing.eligible(0, 69_001)).toBe(true);
    // Checks that stop coming age it out too.
    expect(routing.eligible(0, 71_001)).toBe(false);
  });

  it('bars every replica from a heard write until the barrier is read and replayed', () => {
    const routing = new ReplicaRouting(2, MAX_LAG);
    routing.primaryAt(0, lsn(100), routing.ticket);
    routing.replicaAt(0, lsn(100));
    routing.replicaAt(1, lsn(100));
    expect(routing.choose(1)).toBeDefined();

    // A write is heard: nothing is known of where the primary is since, so no replica serves.
    const ticket = routing.writeHeard();
    expect(routing.barrierPending).toBe(true);
    expect(routing.choose(2)).toBeUndefined();
    expect(routing.behindBarrier(0)).toBe(false);

    // The barrier (the primary's WAL end read after the write was heard) is 150.
    routing.barrierRead(ticket, lsn(150));
    expect(routing.barrierPending).toBe(false);
    expect(routing.choose(3)).toBeUndefined();
    expect(routing.behindBarrier(0)).toBe(true);
    // Replica 1 replays it; replica 0 does not yet.
    routing.replicaAt(1, lsn(150));
    expect(routing.eligible(1, 4)).toBe(true);
    expect(routing.eligible(0, 4)).toBe(false);
    expect(routing.choose(4, () => 0)).toBe(1);
    expect(routing.choose(4, () => 0.99)).toBe(1);
    routing.replicaAt(0, lsn(151));
    expect(routing.choose(5, () => 0)).toBe(0);
  });

  it('keeps the barrier pending for writes heard while its read was on the way', () => {
    const routing = new ReplicaRouting(1, MAX_LAG);
    checked(routing, 0, 100, 100);
    const first = routing.writeHeard();
    // The read is sent now; another write is heard before it answers.
    routing.writeHeard();
    routing.barrierRead(first, lsn(120));
    routing.replicaAt(0, lsn(200));
    expect(routing.barrierPending).toBe(true);
    expect(routing.choose(1)).toBeUndefined();
    routing.barrierRead(routing.ticket, lsn(130));
    expect(routing.choose(1)).toBe(0);
  });

  it("counts a check's sample of the primary as the barrier read it is", () => {
    const routing = new ReplicaRouting(1, MAX_LAG);
    checked(routing, 0, 100, 100);
    routing.writeHeard();
    // A check sent after the write was heard: its WAL end covers the write.
    checked(routing, 10, 140, 140);
    expect(routing.barrierPending).toBe(false);
    expect(routing.choose(11)).toBe(0);
  });

  it("never lets a replica's replayed position go back (an older answer arriving late)", () => {
    const routing = new ReplicaRouting(1, MAX_LAG);
    checked(routing, 0, 100, 100);
    const ticket = routing.writeHeard();
    routing.barrierRead(ticket, lsn(150));
    routing.replicaAt(0, lsn(150));
    routing.replicaAt(0, lsn(120));
    expect(routing.choose(1)).toBe(0);
  });

  it('keeps a bounded number of samples', () => {
    const routing = new ReplicaRouting(1, 10_000_000);
    for (let i = 0; i < 10_000; i++) routing.primaryAt(i, lsn(i), routing.ticket);
    routing.replicaAt(0, lsn(0));
    // The oldest samples were forgotten: a replica at 0 is fresh as of no kept sample.
    expect(routing.eligible(0, 10_000)).toBe(false);
    routing.replicaAt(0, lsn(9_999));
    expect(routing.eligible(0, 10_000)).toBe(true);
  });
});
