export interface RateLimitSpec {
  points: number;
  durationSeconds: number;
  /** Once the points are spent, the key stays refused this long (instead of until the window ends). */
  blockSeconds?: number;
  /** Completes "Too many …" in the 429 message. */
  action: string;
  /** A sentence after "try again in …", when there is something better to do than wait. */
  advice?: string;
}

/**
 * Every rate limit of the site, in one place. RATE_LIMIT_FACTOR multiplies the allowed points so a
 * load test or an acceptance harness on one IP can raise them without turning them off. Limits
 * "per address" count an IPv4 address, or an IPv6 /64 (see client-address.ts).
 */
export const RATE_LIMITS = {
  /*
   * Logins (rate-limiter-flexible's "login endpoint protection"): every attempt spends a point of
   * each limit before the password is checked, so parallel attempts cannot get past them; a
   * successful login gives its points back.
   */
  /** Consecutive failed logins for one account from one address: the tight limit. */
  loginFailsPerAccountAndAddress: {
    points: 10,
    durationSeconds: 14 * 24 * 60 * 60,
    blockSeconds: 60 * 60,
    action: 'failed logins for this account from your network',
  },
  /** Failed logins from one address, whatever the accounts (password spraying). */
  loginFailsPerAddress: {
    points: 100,
    durationSeconds: 24 * 60 * 60,
    blockSeconds: 24 * 60 * 60,
    action: 'failed logins from your network',
  },
  /**
   * Failed logins for one account from all addresses together (a guess from many networks). It
   * does not apply from an address that logged in to the account before, so a stranger cannot lock
   * its owner out.
   */
  loginFailsPerAccount: {
    points: 100,
    durationSeconds: 24 * 60 * 60,
    action: 'failed logins for this account',
    advice: 'You can still log in from a network you have logged in from before.',
  },
  signupPerAddress: { points: 10, durationSeconds: 60 * 60, action: 'sign-ups from your network' },
  /** Searches from one address (cached anonymous answers are not counted). */
  searchPerAddress: { points: 120, durationSeconds: 60, action: 'searches from your network' },
  changePasswordPerUser: { points: 10, durationSeconds: 15 * 60, action: 'password changes' },
  /** Links asked for to reset a password, from one address. */
  passwordResetRequestsPerAddress: {
    points: 10,
    durationSeconds: 60 * 60,
    action: 'password reset requests from your network',
  },
  /** Links asked for one e-mail address, whether or not an account uses it (a refusal tells nothing). */
  passwordResetRequestsPerEmail: {
    points: 3,
    durationSeconds: 60 * 60,
    action: 'password reset requests for this e-mail address',
    advice: 'Look for the links already sent, in your spam folder too.',
  },
  /** New passwords set with a link's token, from one address (tokens cannot be guessed anyway). */
  passwordResetsPerAddress: {
    points: 20,
    durationSeconds: 60 * 60,
    action: 'password resets from your network',
  },
  /** Edits, reverts and deletes of content by one account. */
  contentEditsPerUser: { points: 300, durationSeconds: 60 * 60, action: 'edits' },
  /** New questions, positions, arguments and categories by one account. */
  contentCreatesPerUser: { points: 60, durationSeconds: 60 * 60, action: 'new items' },
  /** Votes and answers by one voter (account or anonymous voter). */
  votesPerVoter: { points: 120, durationSeconds: 10 * 60, action: 'votes' },
  /** New anonymous voters (voter cookies handed out) for one address. */
  anonymousVotersPerAddress: {
    points: 30,
    durationSeconds: 60 * 60,
    action: 'new anonymous voters from your network',
    advice: 'Log in to vote now.',
  },
  /** Votes and answers without an account from one address, all its anonymous voters together. */
  anonymousVotesPerAddress: {
    points: 300,
    durationSeconds: 60 * 60,
    action: 'votes without an account from your network',
    advice: 'Log in to keep voting.',
  },
  commentsPerUser: { points: 30, durationSeconds: 10 * 60, action: 'comments' },
  reportsPerUser: { points: 20, durationSeconds: 60 * 60, action: 'reports' },
  /** Page previews (GET /api/parse-og: the server fetches a page) by one account. */
  parseOgPerUser: { points: 30, durationSeconds: 60, action: 'page previews' },
  cookieChoicePerIp: { points: 60, durationSeconds: 60, action: 'cookie choices' },
  /** Requests made with one personal API token (api-tokens/), whatever they ask. */
  apiRequestsPerToken: {
    points: 300,
    durationSeconds: 60,
    action: 'requests with this API token',
  },
} as const satisfies Record<string, RateLimitSpec>;

export type RateLimitName = keyof typeof RATE_LIMITS;
