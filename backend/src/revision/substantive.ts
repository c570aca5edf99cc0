import type { ArtifactKind } from './content-kinds.js';
import type { DiffEntry } from './revision.entity.js';
import { textChanges } from './text-changes.js';

/** A change of at most this many characters is a typo fix, whatever the text's length. */
export const TYPO_CHARS = 12;
/** ... and of at most this share of the old text. */
export const TYPO_SHARE = 0.1;
/** Beyond this many characters on either side, a changed run counts as wholly changed. */
const MAX_EDIT_DISTANCE_RUN = 300;

/** Levenshtein distance between two short texts, by code points, in one row of memory. */
function editDistance(a: string[], b: string[]): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** Characters changed from one run to another: their edit distance, or the longer one's length. */
function runChange(removed: string, added: string): number {
  const a = [...removed];
  const b = [...added];
  if (a.length > MAX_EDIT_DISTANCE_RUN || b.length > MAX_EDIT_DISTANCE_RUN)
    return Math.max(a.length, b.length);
  return editDistance(a, b);
}

/**
 * How many characters changed from one text to another: the word-level diff history pages show
 * (text-changes.ts), each changed run measured character by character, so "teh" -> "the" is 2.
 */
export function changedChars(old: string, now: string): number {
  if (old === now) return 0;
  const pieces = textChanges(old, now);
  if (!pieces) return runChange(old, now);
  let total = 0;
  let removed = '';
  let added = '';
  for (const piece of [...pieces, { Text: '' }]) {
    if (piece.Change === 'removed') removed += piece.Text;
    else if (piece.Change === 'added') added += piece.Text;
    else {
      if (removed || added) total += runChange(removed, added);
      removed = '';
      added = '';
    }
  }
  return total;
}

/** Whether a text changed beyond a typo fix: more than max(12 characters, 10% of the old text). */
export function changedBeyondTypo(old: string, now: string): boolean {
  const limit = Math.max(TYPO_CHARS, Math.floor([...old].length * TYPO_SHARE));
  return changedChars(old, now) > limit;
}

/**
 * Whether a revision starts a new version of what votes rate: its kind has versioned fields and
 * it is the creation, or it changes one of them and either its editor marked it substantive or
 * the text changed beyond a typo fix. Typo fixes carry the ratings forward.
 */
export function isSubstantive(
  kind: Pick<ArtifactKind, 'versionedFields'>,
  diff: readonly DiffEntry[],
  how: { created?: boolean; marked?: boolean },
): boolean {
  const fields = kind.versionedFields;
  if (!fields || fields.length === 0) return false;
  if (how.created) return true;
  const changed = diff.filter((entry) => fields.includes(entry.Field));
  if (changed.length === 0) return false;
  return (
    how.marked === true ||
    changed.some((entry) => changedBeyondTypo(entry.Old ?? '', entry.New ?? ''))
  );
}
