import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
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
  @ApiPropertyOptional({
    description:
      "For an argument: the version it rates (a RevID); an agreement whose Version is not the argument's current Version rates an earlier version",
  })
  Version?: string;
}

const flag = (description: string) => ApiPropertyOptional({ description });

/**
 * What the reader may do to anyone's artifact of one kind. A flag is present when the kind offers
 * the action to someone (a tag has no Delete: nobody deletes tags); rights only an artifact's
 * author has (editing one's own comment) are not flags.
 */
export class KindCanDto {
  @flag('Read it (the inbox: see the inbox; votes: see the results)') Read?: boolean;
  @flag('Create one') Create?: boolean;
  @flag('Edit one (the fields in Fields need their own flag)') Edit?: boolean;
  @flag('Delete one (links: remove; quotes: remove)') Delete?: boolean;
  @flag('Revert one to an earlier revision') Revert?: boolean;
  @flag('Undo (the inbox: undo an entry)') Undo?: boolean;
  @flag("See a deleted one and its history's deleted states") SeeDeleted?: boolean;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description:
      "Fields whose change needs more than Edit, each with whether the reader may change it (a tag's Name)",
  })
  Fields?: Record<string, boolean>;
}

/** A console resource the reader may open, and what they may do there. */
export class ConsoleResourceCanDto {
  @ApiProperty({ description: 'Its name in /api/admin/data/{resource}' }) Name!: string;
  @ApiProperty({ enum: [true], description: 'List and read its records (always: it is listed)' })
  List!: true;
  @ApiProperty({ description: 'Create records' }) Create!: boolean;
  @ApiProperty({ description: 'Change records, one or many' }) Update!: boolean;
  @ApiProperty({ description: 'Delete records' }) Delete!: boolean;
}

/** What the reader may do, computed by the rules the server enforces: show tools from these. */
export class CanDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(KindCanDto) },
    description:
      "By kind of the access table (each content kind, link, comment, adminReq, inbox, user, vote): what the reader may do to anyone's artifact of it",
  })
  Kinds!: Record<string, KindCanDto>;
  @ApiProperty({
    type: [ConsoleResourceCanDto],
    description: 'The console resources the reader may open; empty: the console is not theirs',
  })
  Console!: ConsoleResourceCanDto[];
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
  @ApiProperty({ description: "How many of the reader's notifications are unread (0 signed out)" })
  Unread!: number;
  @ApiProperty({
    type: CanDto,
    description: 'What the reader may do, on this page and in the console',
  })
  Can!: CanDto;
}
