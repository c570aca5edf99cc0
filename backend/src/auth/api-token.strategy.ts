import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import CustomStrategy from 'passport-custom';
import { ApiTokensService } from '../api-tokens/api-tokens.service.js';
import { bearerTokenOf, isTokenShaped } from '../api-tokens/token-secret.js';

export const API_TOKEN_STRATEGY = 'api-token';

/** Why a Bearer token was refused (the 401's sentence). */
export interface TokenRefusal {
  message: string;
}

const MALFORMED =
  'The Authorization header must be "Bearer " followed by a personal API token (oe_ and 43 characters), made in /app/settings.';
const UNKNOWN =
  'This API token is not valid: it was revoked or never existed. Make a new one in /app/settings.';

/**
 * Personal API tokens (`Authorization: Bearer oe_...`), beside the session: the strategy answers
 * the token's holder (its account, read afresh with its role, and the token's scope), or a refusal.
 * Only the header is read: a token in a URL would land in logs and histories. Registered with
 * passport directly, like SessionSerializer; api-tokens/token-requests.ts runs it.
 */
@Injectable()
export class ApiTokenStrategy {
  constructor(tokens: ApiTokensService) {
    passport.use(
      API_TOKEN_STRATEGY,
      new CustomStrategy((req: Request, done) => {
        const token = bearerTokenOf(req.headers.authorization);
        if (token === undefined || !isTokenShaped(token))
          return done(null, false, { message: MALFORMED } satisfies TokenRefusal);
        tokens.holderOf(token).then(
          (holder) => done(null, holder ?? false, { message: UNKNOWN } satisfies TokenRefusal),
          (error: unknown) => done(error),
        );
      }),
    );
  }
}
