import type { ArtifactType, RevisionDto } from '../../../api/types';
import { type CanKind, useCan } from '../../auth/hooks/use-can';

/** The revision left the artifact deleted (a deletion, or a revert to a deleted state). */
function deletes(revision: RevisionDto): boolean {
  return revision.Diff.some((change) => change.Field === 'Deleted' && change.New === 'true');
}

/**
 * Whether the reader may restore an artifact of this kind to an older revision, as the server
 * decides: the Revert flag of the access line its history names (`accessKind`: its kind's, or its
 * own, such as an admin request's), and its kind's Delete flag as well when the revert would delete
 * or restore it (the server checks a revert across a deletion as a deletion). `current` is the
 * newest revision.
 */
export function useMayRevert(
  type: ArtifactType,
  accessKind: string | undefined,
): (revision: RevisionDto, current: RevisionDto) => boolean {
  const can = useCan();
  // The server names the line: one of those Can.Kinds holds.
  const revert = can.kind((accessKind ?? type) as CanKind).Revert === true;
  const remove = can.kind(type).Delete === true;
  return (revision, current) => revert && (remove || (!deletes(revision) && !deletes(current)));
}

/** The revision created the artifact or changed whether it is deleted: undoing it (un)deletes. */
function touchesDeletion(revision: RevisionDto): boolean {
  return (
    revision.ActionName.endsWith('Create') ||
    revision.Diff.some((change) => change.Field === 'Deleted')
  );
}

/**
 * Whether the reader may undo this one revision, as the server decides: the same Revert flag, and
 * the kind's Delete flag when undoing it would delete or restore the artifact. A revision that
 * changed nothing has nothing to undo.
 */
export function useMayUndo(
  type: ArtifactType,
  accessKind: string | undefined,
): (revision: RevisionDto) => boolean {
  const can = useCan();
  const revert = can.kind((accessKind ?? type) as CanKind).Revert === true;
  const remove = can.kind(type).Delete === true;
  return (revision) =>
    revert &&
    (revision.Diff.length > 0 || revision.ActionName.endsWith('Create')) &&
    (remove || !touchesDeletion(revision));
}
