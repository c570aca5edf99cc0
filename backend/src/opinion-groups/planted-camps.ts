/**
 * Synthetic votes for the tests and the bench: two camps, each choosing its own position and
 * agreeing with its own side's arguments and disagreeing with the other side's, with noise, and
 * one bridging argument both camps agree with. And the adjusted Rand index, which scores how well
 * the groups found recover the camps.
 */

export interface PlantedAnswer {
  voterKey: string;
  targetType: 'convo' | 'arg';
  targetId: string;
  question: 'position' | 'agreement';
  value: string;
}

export interface PlantedOptions {
  convoId: string;
  /** Camp 0's position and camp 1's. */
  positions: [string, string];
  /** Camp 0's arguments and camp 1's. */
  sides: [string[], string[]];
  bridging: string;
  voters: number;
  seed?: number;
  /** The share of voters in camp 0 (default 0.55). */
  share?: number;
  /** How likely a voter rates each argument (default 0.7). */
  rateShare?: number;
  /** How likely an answer is random rather than the camp's (default 0.15). */
  noise?: number;
  /** The voter keys' prefix (at most 12 characters). */
  prefix?: string;
}

/** A small seeded random number generator (mulberry32): the same seed, the same votes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each voter's camp, and their answers voter by voter. */
export function plantedCamps(options: PlantedOptions): {
  camps: Map<string, number>;
  answers: () => Generator<PlantedAnswer>;
} {
  const { voters, share = 0.55, rateShare = 0.7, noise = 0.15, prefix = 'a:plant' } = options;
  const random = seededRandom(options.seed ?? 1);
  const camps = new Map<string, number>();
  for (let i = 0; i < voters; i += 1) camps.set(`${prefix}${i}`, random() < share ? 0 : 1);
  const answers = function* (): Generator<PlantedAnswer> {
    const rng = seededRandom((options.seed ?? 1) + 7919);
    const rating = (agree: boolean) =>
      String(
        rng() < noise
          ? 1 + Math.floor(rng() * 5)
          : agree
            ? 1 + Math.floor(rng() * 2)
            : 4 + Math.floor(rng() * 2),
      );
    for (const [voterKey, camp] of camps) {
      if (rng() < 0.9)
        yield {
          voterKey,
          targetType: 'convo',
          targetId: options.convoId,
          question: 'position',
          value: options.positions[rng() < 1 - noise / 2 ? camp : 1 - camp],
        };
      for (const side of [0, 1])
        for (const argId of options.sides[side])
          if (rng() < rateShare)
            yield {
              voterKey,
              targetType: 'arg',
              targetId: argId,
              question: 'agreement',
              value: rating(side === camp),
            };
      if (rng() < rateShare)
        yield {
          voterKey,
          targetType: 'arg',
          targetId: options.bridging,
          question: 'agreement',
          value: rating(rng() < 0.85),
        };
    }
  };
  return { camps, answers };
}

/** The adjusted Rand index of two labellings of the same items (1: the same partition). */
export function adjustedRandIndex<A, B>(first: readonly A[], second: readonly B[]): number {
  if (first.length !== second.length) throw new Error('Both labellings must label the same items.');
  const pairs = (n: number) => (n * (n - 1)) / 2;
  const table = new Map<string, number>();
  const rows = new Map<A, number>();
  const columns = new Map<B, number>();
  first.forEach((a, i) => {
    const b = second[i];
    const cell = `${String(a)}\u0000${String(b)}`;
    table.set(cell, (table.get(cell) ?? 0) + 1);
    rows.set(a, (rows.get(a) ?? 0) + 1);
    columns.set(b, (columns.get(b) ?? 0) + 1);
  });
  const index = [...table.values()].reduce((sum, n) => sum + pairs(n), 0);
  const rowPairs = [...rows.values()].reduce((sum, n) => sum + pairs(n), 0);
  const columnPairs = [...columns.values()].reduce((sum, n) => sum + pairs(n), 0);
  const expected = (rowPairs * columnPairs) / pairs(first.length);
  const max = (rowPairs + columnPairs) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}
