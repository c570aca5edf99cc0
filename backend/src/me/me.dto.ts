import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { CurrentUserDto } from '../users/users.dto.js';
import { KindEnum } from '../revision/kind-enums.js';
import { VOTE_QUESTIONS, type VoteTarget } from '../vote/vote.entity.js';

export const PAGE_PATH_MAX = 2048;
/** A page's path as the browser's location.pathname gives it: percent-encoded, no query. */
export const PAGE_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

export class MeQueryDto {
  @ApiProperty({ description: 'The path of the page being shown (location.pathname), e.g. /c/abc' })
  @IsString({ message: 'path must be text' })
  @MaxLength(PAGE_PATH_MAX, { message: `path must be at most ${PAGE_PATH_MAX} characters` })
  @Matches(PAGE_PATH, {
    message: 'path must be a page path starting with / (no query, spaces or control characters)',
  })
  path!: string;
}

export class OwnVoteDto {
  @KindEnum('VoteTargetType') TargetType!: VoteTarget;
  @ApiProperty() TargetID!: string;
  @ApiProperty({ enum: VOTE_QUESTIONS }) Question!: (typeof VOTE_QUESTIONS)[number];
  @ApiProperty({ description: 'The answer: a PosID, "1".."5", or the text given' })
  Value!: string;
}

export class MeDto {
  @ApiProperty({ type: CurrentUserDto, nullable: true }) User!: CurrentUserDto | null;
  @ApiProperty({ description: 'Whether the reader may edit what the page shows' })
  CanEdit!: boolean;
  @ApiProperty({
    type: [OwnVoteDto],
    description:
      "The reader's own latest answers on what the page shows (signed in, or an anonymous voter's cookie)",
  })
  Votes!: OwnVoteDto[];
}
