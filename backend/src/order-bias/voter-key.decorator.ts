import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { anonymousVoter } from '../session/anonymous-voter.js';
import { accountVoterKey, visitorVoterKey } from '../vote/vote-ledger.js';

/**
 * Whom a request votes as, if anyone yet: "u:<uid>" for an account, "a:<id>" for an anonymous voter
 * (the voter cookie, or an id kept in a session from before that cookie). A visitor who never voted
 * has none (the cookie comes with a first vote), and neither has the server render.
 */
export function voterKeyOf(req: Request): string | undefined {
  if (req.user) return accountVoterKey(req.user.id);
  const id = anonymousVoter(req) ?? req.session?.anonVoterId;
  return id ? visitorVoterKey(id) : undefined;
}

/** The request's voter key (voterKeyOf); undefined in the server render, which reads no visitor. */
export const VoterKey = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  voterKeyOf(context.switchToHttp().getRequest<Request>()),
);
