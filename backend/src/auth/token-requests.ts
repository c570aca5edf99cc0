import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { TokenHolder } from '../api-tokens/api-tokens.service.js';
import { isBearer } from '../api-tokens/token-secret.js';
import { RateLimitService, TooManyRequestsException } from '../common/rate-limit.service.js';
import { ApiTokenStrategy, type TokenVerified } from './api-token.strategy.js';

/** What a request signed in by a token carries in req.authInfo. */
export interface TokenAuthInfo {
  tokenId: string;
  scope: TokenHolder['scope'];
}

/** A token request's authInfo, or undefined for a session (or anonymous) request. */
export function tokenAuthOf(req: Request): TokenAuthInfo | undefined {
  const info = req.authInfo as Partial<TokenAuthInfo> | undefined;
  return info?.tokenId ? (info as TokenAuthInfo) : undefined;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What only a person at a browser does: the account itself (sign-up, log-in and out, passwords)
 * and its tokens (a token cannot mint tokens). Express matches paths whatever their case, and
 * with a trailing slash.
 */
const SESSION_ONLY =
  /^\/api\/(?:signup|login|logout|user\/(?:changepassword|requestpasswordreset|resetpassword)|tokens)(?:\/.*)?$/i;

export function sessionOnlyPath(path: string): boolean {
  return SESSION_ONLY.test(path);
}

export const SESSION_ONLY_REFUSAL =
  'API tokens cannot manage the account or its tokens; do that signed in at /app/settings.';
const READ_ONLY_REFUSAL =
  'This API token has the read scope: it may only read (GET). Use a token with the write scope to change anything.';
const WWW_AUTHENTICATE = 'Bearer realm="api", error="invalid_token"';

/**
 * Signs in the requests that carry `Authorization: Bearer <token>` (after the session, whose
 * user a token overrides): the token's account acts with its current role, capped by the token's
 * scope, with one rate limit per token. Every later check (the access table, guards) sees it as
 * it sees a session's user. Installed after passport.session(); other Authorization schemes are
 * left alone (a proxy's Basic authentication, say).
 */
@Injectable()
export class TokenRequests {
  constructor(
    private readonly strategy: ApiTokenStrategy,
    private readonly rateLimits: RateLimitService,
  ) {}

  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!isBearer(req.headers.authorization)) return next();
      const verified: TokenVerified = (error, holder, refusal) => {
        if (error) return next(error);
        if (!holder) {
          res.setHeader('WWW-Authenticate', WWW_AUTHENTICATE);
          return next(new UnauthorizedException(refusal?.message));
        }
        req.user = holder.user;
        req.authInfo = { tokenId: holder.tokenId, scope: holder.scope } satisfies TokenAuthInfo;
        this.admit(req, res, holder).then(() => next(), next);
      };
      this.strategy.authenticate(req, res, next, verified);
    };
  }

  private async admit(req: Request, res: Response, holder: TokenHolder): Promise<void> {
    try {
      await this.rateLimits.consume('apiRequestsPerToken', holder.tokenId);
    } catch (error) {
      if (error instanceof TooManyRequestsException)
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      throw error;
    }
    if (sessionOnlyPath(req.path)) throw new ForbiddenException(SESSION_ONLY_REFUSAL);
    if (holder.scope === 'read' && !READS.has(req.method))
      throw new ForbiddenException(READ_ONLY_REFUSAL);
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const API = /^\/api(?:[/?]|$)/i;

/**
 * Sends API requests with an Authorization header straight to the framework (`framework`: the
 * server's request listener once the app was initialised), past the answers given from memory
 * before it (page-cache hits, /api/me, vote results, searches): those read sessions only, and a
 * token must be checked, counted and refused when revoked on every request. Installed last, so
 * it runs first.
 */
export function sendAuthorizedToFramework(server: Server, framework: Handler): void {
  const [early] = server.listeners('request') as Handler[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    req.headers.authorization !== undefined && API.test(req.url ?? '')
      ? framework(req, res)
      : early(req, res),
  );
}
