/**
 * The stored order may name deleted children (so an undelete finds its place again) and may miss
 * children created by a concurrent insert; readers see the live children in stored order, then any
 * unlisted ones oldest first.
 */
export function orderChildren<T extends { id: string; createdAt: Date }>(
  order: string[],
  live: T[],
): T[] {
  const byId = new Map(live.map((child) => [child.id, child]));
  const result: T[] = [];
  for (const id of order) {
    const child = byId.get(id);
    if (child) {
      result.push(child);
      byId.delete(id);
    }
  }
  const rest = [...byId.values()].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return [...result, ...rest];
}

/** A new order must list exactly the live children, each once. */
export function isPermutation(candidate: string[], liveIds: string[]): boolean {
  if (candidate.length !== liveIds.length || new Set(candidate).size !== candidate.length)
    return false;
  const live = new Set(liveIds);
  return candidate.every((id) => live.has(id));
}

/** Keeps the stored places of deleted children while applying a new order of the live ones. */
export function mergeOrder(
  newLiveOrder: string[],
  storedOrder: string[],
  liveIds: Set<string>,
): string[] {
  const dead = storedOrder.filter((id) => !liveIds.has(id));
  return [...newLiveOrder, ...dead];
}
