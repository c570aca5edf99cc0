import type { DiffEntry, Snapshot } from './revision.entity.js';

/** The fields whose values differ between two snapshots (a missing field counts as null). */
export function diffSnapshots(before: Snapshot, after: Snapshot): DiffEntry[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diff: DiffEntry[] = [];
  for (const field of fields) {
    const old = before[field] ?? null;
    const now = after[field] ?? null;
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
