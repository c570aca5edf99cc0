import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { ID_PATTERN, IsArtifactId } from '../common/id-validation.js';

export const ARG_QUESTIONS = ['agreement', 'convincing', 'disagree', 'consider'] as const;
export const FREE_TEXT_MAX = 1000;
export const MAX_SHOWN_RANK = 1000;
const SHOWN_RANK_RULE = `shownRank must be a whole number from 1 to ${MAX_SHOWN_RANK}`;

const asText = ({ value }: { value: unknown }) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;

class StartTimeDto {
  @ApiPropertyOptional({ description: 'When the widget was shown, epoch milliseconds' })
  @IsOptional()
  @IsInt({ message: 'startTime must be a time in epoch milliseconds' })
  @Min(0, { message: 'startTime must be a time in epoch milliseconds' })
  @Max(8640000000000000, { message: 'startTime must be a time in epoch milliseconds' })
  startTime?: number;
}

export class ArgVoteDto extends StartTimeDto {
  @IsArtifactId('argID')
  argID!: string;

  @ApiPropertyOptional({
    description:
      "The revision of the argument the voter saw (its page's Arg.Version); absent: the current version. The answer counts for that revision's version: sending the current one with the same agreement confirms a rating of an earlier version.",
  })
  @IsOptional()
  @IsString({ message: 'revID must be a revision id of this argument' })
  @Matches(ID_PATTERN, { message: 'revID must be a revision id of this argument' })
  revID?: string;

  @ApiProperty({ enum: ARG_QUESTIONS })
  @IsIn(ARG_QUESTIONS, { message: `question must be one of ${ARG_QUESTIONS.join(', ')}` })
  question!: (typeof ARG_QUESTIONS)[number];

  @ApiProperty({
    description:
      '1-5 for agreement (1 I strongly agree ... 5 I strongly disagree); text for the others',
  })
  @Transform(asText)
  @IsString({ message: 'value must be a number from 1 to 5 or text' })
  @MinLength(1, { message: 'value must not be empty' })
  @MaxLength(FREE_TEXT_MAX, { message: `value must be at most ${FREE_TEXT_MAX} characters` })
  value!: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_SHOWN_RANK,
    description:
      "The argument's place in its position as the voting flow showed it (getnextarg's ShownRank); left out for a vote from a read page",
  })
  @IsOptional()
  @IsInt({ message: SHOWN_RANK_RULE })
  @Min(1, { message: SHOWN_RANK_RULE })
  @Max(MAX_SHOWN_RANK, { message: SHOWN_RANK_RULE })
  shownRank?: number;
}

export class ConvoVoteDto extends StartTimeDto {
  @IsArtifactId('convoID')
  convoID!: string;

  @ApiProperty({ description: 'A PosID of this question' })
  @IsString({ message: 'value must be a position id' })
  @Matches(ID_PATTERN, { message: 'value must be a position id' })
  value!: string;
}

export class VoteSavedDto {
  @ApiProperty() Saved!: boolean;
  @ApiProperty({ description: 'False for an anonymous voter: results need an account' })
  CanSeeResults!: boolean;
}

export class ChoiceResultDto {
  @ApiProperty({ description: '"1".."5" for arguments, a PosID for questions' }) Choice!: string;
  @ApiProperty() Count!: number;
  @ApiProperty({ description: 'Whole-number percentage of the latest votes' }) Percent!: number;
}

export class ArgAnswersDto {
  @ApiProperty({ type: String, nullable: true }) agreement!: string | null;
  @ApiProperty({ type: String, nullable: true }) convincing!: string | null;
  @ApiProperty({ type: String, nullable: true }) disagree!: string | null;
  @ApiProperty({ type: String, nullable: true }) consider!: string | null;
}

const SIGNED_IN = 'How many of the Total voters were signed in when they voted';

/* Results are the same for every reader (and kept in memory): the reader's own answers come from
   GET /api/me. */

export const RESULT_VERSIONS = ['current', 'all'] as const;
export type ResultVersions = (typeof RESULT_VERSIONS)[number];

export class ArgResultsQueryDto {
  @ApiPropertyOptional({
    enum: RESULT_VERSIONS,
    default: 'current',
    description:
      "current: the ratings of the argument's current version; all: every version's latest ratings",
  })
  @IsOptional()
  @IsIn(RESULT_VERSIONS, { message: `versions must be one of ${RESULT_VERSIONS.join(', ')}` })
  versions?: ResultVersions;
}

export class ArgResultsDto {
  @ApiProperty({ type: [ChoiceResultDto] }) Results!: ChoiceResultDto[];
  @ApiProperty({ description: "Voters counted (each one's latest vote)" }) Total!: number;
  @ApiProperty({ description: SIGNED_IN }) SignedIn!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The argument's current version (a RevID; null when none is recorded)",
  })
  Version!: string | null;
  @ApiProperty({ enum: RESULT_VERSIONS, description: 'Which ratings are counted' })
  Versions!: ResultVersions;
  @ApiProperty({
    description:
      'How many voters rated an earlier version and have not rated the current one (not counted unless Versions is all)',
  })
  EarlierVersions!: number;
}

export class ConvoResultsDto {
  @ApiProperty({ type: [ChoiceResultDto] }) Results!: ChoiceResultDto[];
  @ApiProperty({ description: "Voters counted (each one's latest vote)" }) Total!: number;
  @ApiProperty({ description: SIGNED_IN }) SignedIn!: number;
}

export class TakeDto {
  @ApiProperty({ enum: ['arg', 'convo'] }) TargetType!: 'arg' | 'convo';
  @ApiProperty() TargetID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
  @ApiProperty({ enum: ['agreement', 'convincing', 'disagree', 'consider', 'position'] })
  Question!: string;
  @ApiProperty({ description: 'The answer; for a question vote, the chosen position title' })
  Value!: string;
  @ApiProperty({ format: 'date-time' }) Modified!: string;
  @ApiPropertyOptional({
    description:
      "For an argument's agreement: the version rated (a RevID); absent when none is recorded",
  })
  RatedVersion?: string;
  @ApiPropertyOptional({
    description: "For an argument's agreement: the argument's current version (a RevID)",
  })
  Version?: string;
  @ApiPropertyOptional({
    description:
      "For an argument's agreement: the argument changed substantively since it was rated (confirm it by voting again with the argument's current Version as revID)",
  })
  Changed?: boolean;
}

export class TakesDto {
  @ApiProperty({ type: [TakeDto] }) Takes!: TakeDto[];
}
