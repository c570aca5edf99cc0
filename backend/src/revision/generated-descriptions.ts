import { quotedTitle, utcMinute } from '../common/text-rules.js';
import type { RevisionEntity } from './revision.entity.js';

/**
 * An earlier revision as a person finds it in the history: the artifact's name it left (first,
 * as a history shows a description's first 40 characters), who made it and when, as the history
 * shows the time; never its id.
 */
type Named = Pick<RevisionEntity, 'usernameCased' | 'createdAt' | 'artifactName'>;

/** An undo's description before the undoer's words: 'Undid the edit to “Title” by Ada on 29 Nov 2026, 02:33 UTC'. */
export function undoDescription(revision: Named): string {
  return (
    `Undid the edit to ${quotedTitle(revision.artifactName)} by ${revision.usernameCased} ` +
    `on ${utcMinute(revision.createdAt)}`
  );
}

/** A revert's: 'Reverted to “Title” as Ada left it on 29 Nov 2026, 02:33 UTC'. */
export function revertDescription(revision: Named): string {
  return (
    `Reverted to ${quotedTitle(revision.artifactName)} as ${revision.usernameCased} left it ` +
    `on ${utcMinute(revision.createdAt)}`
  );
}
