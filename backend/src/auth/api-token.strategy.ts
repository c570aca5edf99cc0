import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import CustomStrategy from 'passport-custom';
import { ApiTokensService, type TokenHolder } from '../api-tokens/api-tokens.service.js';
import { bearerTokenOf, isTokenShaped } from '../api-tokens/token-secret.js';

const API_TOKEN_STRATEGY = 'api-token';

/** Why a Bearer token was refused (the 401's sentence). */
export interface TokenRefusal {
  message: string;
}

export type TokenVerified = (
  error: unknown,
  holder: TokenHolder | false,
  refusal?: TokenRefusal,
) => void;

const MALFORMED =
  'The Authorization header must be "Bearer " followed by a personal API token (oe_ and 43 characters), made in /app/settings.';
const UNKNOWN =
  'This API token is not valid: it was revoked or never existed. Make a new one in /app/settings.';

/**
 * Personal API tokens (`Authorization: Bearer oe_...`), beside the session: the strategy answers
 * the token's holder (its account, read afresh with its role, and the token's scope), or a refusal.
 * Only the header is read: a token in a URL would land in logs and histories. Registered on an
 * authenticator of this app's own (the session's is passport's singleton), so that apps sharing
 * a process (the tests) each check tokens against their own database; token-requests.ts runs it.
 */
@Injectable()
export class ApiTokenStrategy {
  private readonly passport = new passport.Authenticator();

  constructor(tokens: ApiTokensService) {
    this.passport.use(
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

  authenticate(req: Request, res: Response, next: NextFunction, verified: TokenVerified): void {
    this.passport.authenticate(API_TOKEN_STRATEGY, { session: false }, verified)(req, res, next);
  }
}
