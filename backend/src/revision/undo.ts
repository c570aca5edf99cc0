import { ConflictException } from '@nestjs/common';
import { type Actor, requireAccess } from '../common/access.js';
import type { ArtifactKind } from './content-kinds.js';
import { fieldValue } from './diff.js';
import type { DiffEntry, Snapshot } from './revision.entity.js';

/** The changes an undo reverses: a revision's diff, or for a creation, the artifact's existence. */
export function changesToUndo(revision: { actionName: string; diff: DiffEntry[] }): DiffEntry[] {
  return revision.actionName.endsWith('Create')
    ? [{ Field: 'Deleted', Old: 'true', New: 'false' }]
    : revision.diff;
}

/**
 * Refuses an undo that would overwrite later work: every field the revision changed must still
 * hold the value it left, and a since-deleted artifact must be undeleted first. Also refuses
 * undoing a deletion or creation to someone who may not delete the kind.
 */
export function checkUndo(
  kind: Pick<ArtifactKind, 'type' | 'noun'>,
  current: Snapshot,
  changes: DiffEntry[],
  user: Actor,
): void {
  const touchesDeletion = changes.some((d) => d.Field === 'Deleted');
  if (current.Deleted === 'true' && !touchesDeletion) {
    throw new ConflictException(
      `This ${kind.noun} has been deleted since; undo or revert the deletion first.`,
    );
  }
  for (const change of changes) {
    if (fieldValue(current, change.Field) !== change.New) {
      throw new ConflictException(
        `Later edits changed ${change.Field} of this ${kind.noun}; undo them first or edit it by hand.`,
      );
    }
  }
  if (touchesDeletion) requireAccess(user, 'delete', kind.type, 'undo a deletion or creation');
}
