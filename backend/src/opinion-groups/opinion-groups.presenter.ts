import type { OpinionGroupsDto } from './opinion-groups.dto.js';
import type { OpinionGroupsEntity } from './opinion-groups.entity.js';

/** Arguments shown as convincing across groups, at most. */
export const BRIDGING_SHOWN = 5;
/** A group is shown only with at least this many voters, and the groups only when all have them. */
export const MIN_GROUP_SIZE = 10;

/**
 * What the API answers of a stored computation: aggregates only. Arguments deleted since (not in
 * `liveArgs`) are left out; an argument convinces across groups when its consensus is above one
 * half (on balance, every group agrees).
 */
export function opinionGroupsAnswer(
  convoId: string,
  row: OpinionGroupsEntity | null,
  liveArgs: ReadonlySet<string>,
): OpinionGroupsDto {
  if (!row) return { ConvoID: convoId, ComputedAt: null, Voters: 0, Bridging: [], Groups: [] };
  const shown = row.groups.length > 0 && row.groups.every((g) => g.size >= MIN_GROUP_SIZE);
  return {
    ConvoID: convoId,
    ComputedAt: row.computedAt.toISOString(),
    Voters: row.voters,
    Bridging: row.consensus
      .filter((c) => c.score > 0.5 && liveArgs.has(c.argId))
      .slice(0, BRIDGING_SHOWN)
      .map((c) => c.argId),
    Groups: shown
      ? row.groups.map((g) => ({
          Label: g.label,
          Voters: g.size,
          Representative: g.representative
            .filter((r) => liveArgs.has(r.argId))
            .map((r) => ({ ArgID: r.argId, Stance: r.stance })),
        }))
      : [],
  };
}
