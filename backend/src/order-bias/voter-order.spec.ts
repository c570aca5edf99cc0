import { describe, expect, it } from '@jest/globals';
import { chiSquareStatistic, looksUniform } from './chi-square.fixtures.js';
import { inVoterOrder, orderSeed, shuffled, utcDay } from './voter-order.js';

const IDS = ['a', 'b', 'c', 'd', 'e'];
const seed = (voter: string, day = '2026-12-01') => orderSeed(voter, 'convo1', day, 'pos1');

describe('shuffled', () => {
  it('is a permutation of what it is given, which it leaves as it was', () => {
    const given = [...IDS];
    for (let s = 0; s < 200; s += 1) {
      const out = shuffled(given, s * 7919);
      expect([...out].sort()).toEqual(IDS);
    }
    expect(given).toEqual(IDS);
    expect(shuffled([], 1)).toEqual([]);
    expect(shuffled(['x'], 1)).toEqual(['x']);
  });

  it('gives the same order for the same seed', () => {
    expect(shuffled(IDS, seed('u:1'))).toEqual(shuffled(IDS, seed('u:1')));
  });

  it('puts each item first about equally often over many seeds (chi-square, p = 0.001)', () => {
    const first = new Map(IDS.map((id) => [id, 0]));
    for (let v = 0; v < 10_000; v += 1) {
      const [head] = shuffled(IDS, seed(`a:voter${v}`));
      first.set(head, first.get(head)! + 1);
    }
    expect(looksUniform([...first.values()])).toBe(true);
  });

  it('the uniformity check fails a biased order', () => {
    // A voter order that favours the editorial first a little: 24% instead of 20%.
    expect(looksUniform([2400, 1900, 1900, 1900, 1900])).toBe(false);
    expect(looksUniform([10_000, 0, 0, 0, 0])).toBe(false);
    expect(chiSquareStatistic([2000, 2000, 2000, 2000, 2000])).toBe(0);
  });
});

describe('orderSeed', () => {
  it('depends on the voter, the question, the day and the position', () => {
    const base = orderSeed('u:1', 'c1', '2026-12-01', 'p1');
    expect(orderSeed('u:1', 'c1', '2026-12-01', 'p1')).toBe(base);
    for (const other of [
      orderSeed('u:2', 'c1', '2026-12-01', 'p1'),
      orderSeed('u:1', 'c2', '2026-12-01', 'p1'),
      orderSeed('u:1', 'c1', '2026-12-02', 'p1'),
      orderSeed('u:1', 'c1', '2026-12-01', 'p2'),
    ])
      expect(other).not.toBe(base);
  });

  it('changes the order from one day to the next for most voters', () => {
    const ids = Array.from({ length: 8 }, (_, i) => `arg${i}`);
    let changed = 0;
    for (let v = 0; v < 100; v += 1) {
      const today = shuffled(ids, seed(`u:${v}`, '2026-12-01'));
      const tomorrow = shuffled(ids, seed(`u:${v}`, '2026-12-02'));
      if (today.join() !== tomorrow.join()) changed += 1;
    }
    // Two independent orders of 8 are the same with a chance of 1 in 40,320.
    expect(changed).toBeGreaterThanOrEqual(99);
  });
});

describe('utcDay', () => {
  it('is the UTC calendar day', () => {
    expect(utcDay(new Date('2026-12-01T23:59:59.999Z'))).toBe('2026-12-01');
    expect(utcDay(new Date('2026-12-02T00:00:00Z'))).toBe('2026-12-02');
    expect(utcDay(new Date('2026-12-02T01:30:00+02:00'))).toBe('2026-12-01');
  });
});

describe('inVoterOrder', () => {
  const walk = [
    ...['a1', 'a2', 'a3'].map((id) => ({ id, pos: { id: 'p1' } })),
    ...['b1', 'b2'].map((id) => ({ id, pos: { id: 'p2' } })),
    ...['c1', 'c2', 'c3', 'c4'].map((id) => ({ id, pos: { id: 'p3' } })),
  ];
  const order = (voterKey: string, day = '2026-12-01') =>
    inVoterOrder(walk, { voterKey, convoId: 'c', day }).map((s) => s.id);

  it('shuffles only within each position; the positions keep their order', () => {
    for (let v = 0; v < 50; v += 1) {
      const ids = order(`a:v${v}`);
      expect(ids.slice(0, 3).sort()).toEqual(['a1', 'a2', 'a3']);
      expect(ids.slice(3, 5).sort()).toEqual(['b1', 'b2']);
      expect(ids.slice(5).sort()).toEqual(['c1', 'c2', 'c3', 'c4']);
    }
  });

  it('is the same for the same voter, question and day', () => {
    expect(order('u:7')).toEqual(order('u:7'));
    const voters = Array.from({ length: 20 }, (_, v) => order(`u:${v}`).join());
    expect(new Set(voters).size).toBeGreaterThan(10);
  });

  it("a position's order does not depend on the other positions' arguments", () => {
    const shorter = walk.filter((s) => s.id !== 'a3');
    const p3 = (ids: string[]) => ids.filter((id) => id.startsWith('c'));
    expect(
      p3(inVoterOrder(shorter, { voterKey: 'u:1', convoId: 'c', day: 'd' }).map((s) => s.id)),
    ).toEqual(p3(inVoterOrder(walk, { voterKey: 'u:1', convoId: 'c', day: 'd' }).map((s) => s.id)));
  });
});
