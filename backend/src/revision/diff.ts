import type { DiffEntry, Snapshot } from './revision.entity.js';

/** A snapshot's value of a field; null when it has none (inherited names are not fields). */
export function fieldValue(snapshot: Snapshot, field: string): string | null {
  return Object.hasOwn(snapshot, field) ? (snapshot[field] ?? null) : null;
}

/** The fields whose values differ between two snapshots (a missing field counts as null). */
export function diffSnapshots(before: Snapshot, after: Snapshot): DiffEntry[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diff: DiffEntry[] = [];
  for (const field of fields) {
    const old = fieldValue(before, field);
    const now = fieldValue(after, field);
    if (old !== now) diff.push({ Field: field, Old: old, New: now });
  }
  return diff;
}

/** A creation records only what was set: empty texts, empty lists and "not deleted" are left out. */
export function creationDiff(after: Snapshot): DiffEntry[] {
  return diffSnapshots({}, after).filter(
    (d) => d.New !== '' && d.New !== 'false' && d.New !== '[]',
  );
}
