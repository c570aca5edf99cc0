/**
 * Every rate limit of the site, in one place. RATE_LIMIT_FACTOR multiplies the allowed points so a
 * load test or an acceptance harness on one IP can raise them without turning them off.
 */
export const RATE_LIMITS = {
  /** Every login attempt from one IP address. */
  loginPerIp: { points: 30, durationSeconds: 15 * 60, action: 'login attempts from your network' },
  /** Failed logins against one account, from anywhere (brute force on a single account). */
  loginFailuresPerAccount: {
    points: 10,
    durationSeconds: 15 * 60,
    action: 'failed logins for this account',
  },
  signupPerIp: { points: 10, durationSeconds: 60 * 60, action: 'sign-ups from your network' },
  changePasswordPerUser: { points: 10, durationSeconds: 15 * 60, action: 'password changes' },
  /** Edits, reverts and deletes of content by one account. */
  contentEditsPerUser: { points: 300, durationSeconds: 60 * 60, action: 'edits' },
  /** New questions, positions, arguments and categories by one account. */
  contentCreatesPerUser: { points: 60, durationSeconds: 60 * 60, action: 'new items' },
  /** Votes and answers by one voter (account or anonymous session). */
  votesPerVoter: { points: 120, durationSeconds: 10 * 60, action: 'votes' },
  commentsPerUser: { points: 30, durationSeconds: 10 * 60, action: 'comments' },
  reportsPerUser: { points: 20, durationSeconds: 60 * 60, action: 'reports' },
  cookieChoicePerIp: { points: 60, durationSeconds: 60, action: 'cookie choices' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
