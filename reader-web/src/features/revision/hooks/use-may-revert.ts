import type { ArtifactType, RevisionDto } from '../../../api/types';
import { useCan } from '../../auth/hooks/use-can';

/** The revision left the artifact deleted (a deletion, or a revert to a deleted state). */
function deletes(revision: RevisionDto): boolean {
  return revision.Diff.some((change) => change.Field === 'Deleted' && change.New === 'true');
}

/**
 * Whether the reader may restore an artifact of this kind to an older revision, as the server
 * decides: its Revert flag, and its Delete flag as well when the revert would delete or restore it
 * (the server checks a revert across a deletion as a deletion). `current` is the newest revision.
 */
export function useMayRevert(
  type: ArtifactType,
): (revision: RevisionDto, current: RevisionDto) => boolean {
  const flags = useCan().kind(type);
  return (revision, current) =>
    flags.Revert === true && (flags.Delete === true || (!deletes(revision) && !deletes(current)));
}
