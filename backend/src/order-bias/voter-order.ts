import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Order-bias control: in the voting flow each voter meets the arguments of a position in an order
 * of their own, the same all day and new the next (UTC) day, so that no argument is always rated
 * first. Positions keep their editorial order; read pages keep the editorial order of everything.
 */

/** The UTC day of a moment (YYYY-MM-DD): a voter's order changes at midnight UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The 32-bit seed of one voter's order of one position on one day: a SHA-256 of the voter key, the
 * question and the day, and of the position, so that adding an argument to one position does not
 * reorder the question's others.
 */
export function orderSeed(voterKey: string, convoId: string, day: string, posId: string): number {
  const digest = createHash('sha256')
    .update(`${voterKey}\u0000${convoId}\u0000${day}\u0000${posId}`)
    .digest();
  return digest.readInt32BE(0);
}

/** A Fisher-Yates shuffle of `items` driven by a xoroshiro128+ generator seeded with `seed`. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rng = xoroshiro128plus(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Who a voter's order is for, and when. */
export interface VoterOrderSeed {
  voterKey: string;
  convoId: string;
  day: string;
}

/**
 * A question's reading sequence (positions in order, each with its arguments in order) in one
 * voter's order: each position's run of arguments shuffled, the positions where they were.
 */
export function inVoterOrder<T extends { pos: { id: string } }>(
  sequence: readonly T[],
  { voterKey, convoId, day }: VoterOrderSeed,
): T[] {
  const out: T[] = [];
  let start = 0;
  while (start < sequence.length) {
    const posId = sequence[start].pos.id;
    let end = start;
    while (end < sequence.length && sequence[end].pos.id === posId) end += 1;
    out.push(...shuffled(sequence.slice(start, end), orderSeed(voterKey, convoId, day, posId)));
    start = end;
  }
  return out;
}
