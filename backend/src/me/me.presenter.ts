import type { UserEntity } from '../users/user.entity.js';
import { toCurrentUser } from '../users/users.presenter.js';
import type { OwnVote } from '../vote/own-votes.js';
import type { RoleCapabilities } from './capabilities.js';
import type { MeDto, OwnVoteDto } from './me.dto.js';

export function toOwnVote(vote: OwnVote): OwnVoteDto {
  return {
    TargetType: vote.targetType,
    TargetID: vote.targetId,
    Question: vote.question,
    Value: vote.value,
    ...(vote.version ? { Version: vote.version } : {}),
  };
}

export function toMe(
  user: UserEntity | null,
  canEdit: boolean,
  votes: OwnVote[],
  unread: number,
  can: RoleCapabilities,
): MeDto {
  return {
    User: user ? toCurrentUser(user) : null,
    CanEdit: canEdit,
    Votes: votes.map(toOwnVote),
    Unread: unread,
    Can: can.can,
  };
}

/** toMe as JSON, its Can the role's ready JSON (serialised once, not for every answer). */
export function toMeJson(
  user: UserEntity | null,
  canEdit: boolean,
  votes: OwnVote[],
  unread: number,
  can: RoleCapabilities,
): string {
  const personal = JSON.stringify({
    User: user ? toCurrentUser(user) : null,
    CanEdit: canEdit,
    Votes: votes.map(toOwnVote),
    Unread: unread,
  });
  return `${personal.slice(0, -1)},"Can":${can.json}}`;
}
