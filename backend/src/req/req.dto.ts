import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';
import { HasMoreField } from '../common/dto/page-fields.js';
import { TextField } from '../common/dto/text-field.js';
import { ID_PATTERN, IsArtifactId } from '../common/id-validation.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import {
  ADMIN_REQ,
  REQ_ARTIFACT_TYPES,
  REQ_STATUSES,
  REQ_TEXT_RULES,
  SUGGEST_REQ,
  type SuggestionOutcome,
} from './req.kind.js';

/** The requests listed for one artifact (newest first). */
export const REQ_LIST_LIMIT = 200;
/** A user's suggestions listed on their profile (newest first). */
export const SUGGESTION_LIST_LIMIT = 100;

const NEW_TYPES = [...REQ_ARTIFACT_TYPES, ADMIN_REQ, SUGGEST_REQ, ''];
const OUTCOMES: SuggestionOutcome[] = ['open', 'question', 'declined'];
const LIST_TYPES = [...REQ_ARTIFACT_TYPES, ADMIN_REQ];
const typeMessage = (types: string[]) => ({
  message: `artifactType must be one of ${types.filter(Boolean).join(', ')}`,
});
const optionalIdMessage = { message: 'artifactID must be an id (or empty for an admin request)' };

/** What became of a suggested question (all empty for other requests). */
export class SuggestionStateDto {
  @ApiProperty({ enum: OUTCOMES, description: 'open, question (it became one) or declined' })
  Outcome!: SuggestionOutcome;
  @ApiProperty({ description: 'The question it became; empty otherwise' }) ConvoID!: string;
  @ApiProperty({
    example: '/c/abc',
    description: 'The page of the question it became; empty when none (or it was deleted since)',
  })
  ConvoLink!: string;
  @ApiProperty({ description: 'Why an editor declined it; empty otherwise' })
  DeclineReason!: string;
}

export class NewReqDto {
  @ApiPropertyOptional({
    enum: NEW_TYPES,
    description:
      "convo or arg for a discussion request; admin (or '' or absent) for an admin request; suggest for a suggested question (title: the question, 10-75; issue: why it matters, 20-300)",
  })
  // Absent is an admin request; null is a wrong type, like any other non-text.
  @ValidateIf((o: NewReqDto) => o.artifactType !== undefined)
  @IsString(typeMessage(NEW_TYPES))
  @IsIn(NEW_TYPES, typeMessage(NEW_TYPES))
  artifactType?: string;

  @ApiPropertyOptional({ description: 'The question or argument; empty for an admin request' })
  @ValidateIf((o: NewReqDto) => o.artifactID !== undefined && o.artifactID !== '')
  @IsString(optionalIdMessage)
  @Matches(ID_PATTERN, optionalIdMessage)
  artifactID?: string;

  @TextField('issue', REQ_TEXT_RULES.Issue)
  issue!: string;

  @TextField('title', REQ_TEXT_RULES.Title)
  title!: string;
}

export class NewReqResultDto {
  @ApiProperty() ReqID!: string;
  @ApiProperty({ example: '/edit/req/abc', description: 'Where to go next' }) Location!: string;
}

export class ReqSummaryDto {
  @ApiProperty() ReqID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty({ example: '/req/abc' }) Link!: string;
  @ApiProperty({ enum: REQ_STATUSES, description: 'Open until an editor resolves it' })
  Status!: (typeof REQ_STATUSES)[number];
  @ApiProperty() CreatedBy!: string;
  @ApiProperty() Created!: string;
}

export class ReqDto extends ReqSummaryDto {
  @ApiProperty() Issue!: string;
  @ApiProperty({ enum: [...LIST_TYPES, SUGGEST_REQ] }) ArtifactType!: string;
  @ApiProperty({ description: 'Empty for an admin request' }) ArtifactID!: string;
  @ApiProperty({ description: 'Empty for an admin request' }) ArtifactTitle!: string;
  @ApiProperty({ description: "The artifact's page; empty for an admin request" })
  ArtifactLink!: string;
  @ApiProperty({ description: 'Whether it is an admin request' }) Admin!: boolean;
  @ApiProperty({ description: 'Whether it is a suggested question' }) Suggestion!: boolean;
  @ApiProperty({ type: SuggestionStateDto, nullable: true, description: 'For a suggestion only' })
  SuggestionState!: SuggestionStateDto | null;
}

export class ReqPageDto {
  @ApiProperty({ type: ReqDto }) Req!: ReqDto;
}

export class ReqIdQueryDto {
  @IsArtifactId('reqID')
  reqID!: string;
}

export class ReqListQueryDto {
  @ApiProperty({ enum: LIST_TYPES })
  @IsString(typeMessage(LIST_TYPES))
  @IsIn(LIST_TYPES, typeMessage(LIST_TYPES))
  artifactType!: string;

  @ApiPropertyOptional({ description: 'The question or argument; absent for admin requests' })
  @IsOptional()
  @ValidateIf((o: ReqListQueryDto) => o.artifactID !== '')
  @IsString(optionalIdMessage)
  @Matches(ID_PATTERN, optionalIdMessage)
  artifactID?: string;
}

export class ReqListDto {
  @ApiProperty({ enum: LIST_TYPES }) ArtifactType!: string;
  @ApiProperty() ArtifactID!: string;
  @ApiProperty() ArtifactTitle!: string;
  @ApiProperty() ArtifactLink!: string;
  @ApiProperty({
    type: [ReqSummaryDto],
    description: `Live requests, newest first (at most ${REQ_LIST_LIMIT})`,
  })
  Reqs!: ReqSummaryDto[];
  @HasMoreField('Whether there are more requests than listed') HasMore!: boolean;
}

export class ReqHistoryQueryDto extends IntersectionType(ReqIdQueryDto, HistoryPageQueryDto) {}

export class ReqEditDto extends EditBaseDto {
  @IsArtifactId('reqID')
  reqID!: string;
}

/** GET /api/req/suggestions?username=: a user's suggested questions, newest first. */
export class SuggestionsQueryDto {
  @ApiProperty({ example: 'Ada_Lovelace', description: 'Any case' })
  @IsString({ message: 'username must be text' })
  @Length(1, 60, { message: 'username must be 1 to 60 characters long' })
  username!: string;
}

export class SuggestionDto extends SuggestionStateDto {
  @ApiProperty() ReqID!: string;
  @ApiProperty({ description: 'The question suggested' }) Title!: string;
  @ApiProperty({ description: 'Why it matters' }) Issue!: string;
  @ApiProperty({ example: '/req/abc', description: 'Its page, with its discussion' })
  Link!: string;
  @ApiProperty() Created!: string;
}

export class SuggestionListDto {
  @ApiProperty({
    type: [SuggestionDto],
    description: `Newest first (at most ${SUGGESTION_LIST_LIMIT})`,
  })
  Suggestions!: SuggestionDto[];
  @HasMoreField('Whether the user has made more suggestions than listed') HasMore!: boolean;
}
