/** A group of an earlier computation: its label and its profile (group-statistics.ts). */
export interface LabelledProfile {
  label: string;
  profile: Record<string, number>;
}

const LETTERS = 'ABCDEFGHIJ';

/** The distance between two profiles over the columns both have (2 when they share none). */
export function profileDistance(a: Record<string, number>, b: Record<string, number>): number {
  let sum = 0;
  let shared = 0;
  for (const [column, value] of Object.entries(a)) {
    const other = b[column];
    if (other === undefined) continue;
    sum += (value - other) ** 2;
    shared += 1;
  }
  return shared === 0 ? 2 : Math.sqrt(sum / shared);
}

/** Every ordering of 0..n-1 (n is at most 5 here: 120 orderings). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, at) => [...p.slice(0, at), n - 1, ...p.slice(at)]),
  );
}

/**
 * Labels for this computation's groups that keep each group's identity from the last one: the
 * pairing of new and earlier groups with the least total profile distance keeps the earlier
 * labels; a group with no earlier match takes the first free letter. With no earlier groups,
 * `order` (the groups, largest first) hands out A, B, C...
 */
export function matchLabels(
  profiles: Record<string, number>[],
  previous: readonly LabelledProfile[],
  order: readonly number[],
): string[] {
  const labels = new Array<string>(profiles.length);
  const size = Math.max(profiles.length, previous.length);
  let best: number[] | undefined;
  let bestCost = Infinity;
  if (previous.length > 0) {
    // Pairs new group i with earlier group p[i]; an index past either list is no pairing.
    for (const p of permutations(size)) {
      let cost = 0;
      for (let i = 0; i < profiles.length; i += 1)
        if (p[i] < previous.length) cost += profileDistance(profiles[i], previous[p[i]].profile);
      if (cost < bestCost - 1e-12) {
        bestCost = cost;
        best = p;
      }
    }
  }
  const used = new Set<string>();
  if (best)
    for (let i = 0; i < profiles.length; i += 1)
      if (best[i] < previous.length) {
        labels[i] = previous[best[i]].label;
        used.add(labels[i]);
      }
  const free = [...LETTERS].filter((letter) => !used.has(letter));
  for (const i of order) if (labels[i] === undefined) labels[i] = free.shift()!;
  return labels;
}
