/** How the vote-activity sweep (vote-activity.ts) debounces; each from the environment. */
export interface VoteActivitySettings {
  /**
   * A question is handed on once no vote arrived on it for this long
   * (VOTE_ACTIVITY_SETTLE_SECONDS, default 60)...
   */
  settleSeconds: number;
  /** ...or once its first unhanded change is this old (VOTE_ACTIVITY_MAX_WAIT_MINUTES, default 10). */
  maxWaitMinutes: number;
  /**
   * Votes younger than this are left for the next sweep (VOTE_ACTIVITY_LAG_SECONDS, default 5):
   * identities are taken when a vote is inserted, not when it commits, so a lower id may still
   * commit after a higher one was read; a vote's statement commits well within this.
   */
  lagSeconds: number;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of zero or more (got "${raw}").`);
  return value;
}

export function voteActivitySettings(env: NodeJS.ProcessEnv = process.env): VoteActivitySettings {
  return {
    settleSeconds: seconds(env, 'VOTE_ACTIVITY_SETTLE_SECONDS', 60),
    maxWaitMinutes: seconds(env, 'VOTE_ACTIVITY_MAX_WAIT_MINUTES', 10),
    lagSeconds: seconds(env, 'VOTE_ACTIVITY_LAG_SECONDS', 5),
  };
}
