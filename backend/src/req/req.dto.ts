import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { HasMoreField } from '../common/dto/page-fields.js';
import { TextField } from '../common/dto/text-field.js';
import { ID_PATTERN, IsArtifactId } from '../common/id-validation.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { ADMIN_REQ, REQ_ARTIFACT_TYPES, REQ_STATUSES, REQ_TEXT_RULES } from './req.kind.js';

/** The requests listed for one artifact (newest first). */
export const REQ_LIST_LIMIT = 200;

const NEW_TYPES = [...REQ_ARTIFACT_TYPES, ADMIN_REQ, ''];
const LIST_TYPES = [...REQ_ARTIFACT_TYPES, ADMIN_REQ];
const typeMessage = (types: string[]) => ({
  message: `artifactType must be one of ${types.filter(Boolean).join(', ')}`,
});
const optionalIdMessage = { message: 'artifactID must be an id (or empty for an admin request)' };

export class NewReqDto {
  @ApiPropertyOptional({
    enum: NEW_TYPES,
    description:
      "convo or arg for a discussion request; admin (or '' or absent) for an admin request",
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
  @ApiProperty({ enum: LIST_TYPES }) ArtifactType!: string;
  @ApiProperty({ description: 'Empty for an admin request' }) ArtifactID!: string;
  @ApiProperty({ description: 'Empty for an admin request' }) ArtifactTitle!: string;
  @ApiProperty({ description: "The artifact's page; empty for an admin request" })
  ArtifactLink!: string;
  @ApiProperty({ description: 'Whether it is an admin request' }) Admin!: boolean;
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
