import { quotedTitle, utcMinute } from '../../../backend/src/common/text-rules.js';

/** A revision as a history or the inbox lists it: enough to know how the server names it. */
interface Listed {
  UsernameCased: string;
  Created: string;
  ArtifactName: string;
}

const when = (r: Listed) => utcMinute(new Date(r.Created));

/** What an undo of `r` says of itself: its title, author and minute, never its id. */
export const undid = (r: Listed) =>
  `Undid the edit to ${quotedTitle(r.ArtifactName)} by ${r.UsernameCased} on ${when(r)}`;

/** What a revert to `r` says of itself. */
export const revertedTo = (r: Listed) =>
  `Reverted to ${quotedTitle(r.ArtifactName)} as ${r.UsernameCased} left it on ${when(r)}`;
