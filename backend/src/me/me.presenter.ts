import type { UserEntity } from '../users/user.entity.js';
import { toCurrentUser } from '../users/users.presenter.js';
import type { OwnVote } from '../vote/own-votes.js';
import type { MeDto, OwnVoteDto } from './me.dto.js';

export function toOwnVote(vote: OwnVote): OwnVoteDto {
  return {
    TargetType: vote.targetType,
    TargetID: vote.targetId,
    Question: vote.question,
    Value: vote.value,
  };
}

export function toMe(user: UserEntity | null, canEdit: boolean, votes: OwnVote[]): MeDto {
  return {
    User: user ? toCurrentUser(user) : null,
    CanEdit: canEdit,
    Votes: votes.map(toOwnVote),
  };
}
