import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { TextField } from '../common/dto/text-field.js';
import { IsArtifactId } from '../common/id-validation.js';
import { PageAddressField } from '../slug/slug-address.js';
import { ArgSummaryDto } from '../convo/convo.dto.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { POS_TEXT_RULES } from './pos.kind.js';

export class NewPosDto {
  @IsArtifactId('convoID')
  convoID!: string;

  @TextField('title', POS_TEXT_RULES.Title)
  title!: string;

  @TextField('description', POS_TEXT_RULES.Description, { optional: true })
  description?: string;
}

export class NewPosResultDto {
  @ApiProperty() PosID!: string;
  @ApiProperty({ example: '/edit/p/abc' }) Location!: string;
}

export class PosIdQueryDto {
  @IsArtifactId('posID')
  posID!: string;
}

/** A read of the page: by its id or by a slug, current or old (/{level}/{slug} serves the same page). */
export class PosPageQueryDto {
  @PageAddressField('posID')
  posID!: string;
}

export class PosHistoryQueryDto extends IntersectionType(PosIdQueryDto, HistoryPageQueryDto) {}

export class PosEditDto extends EditBaseDto {
  @IsArtifactId('posID')
  posID!: string;
}

export class ArtifactRefDto {
  @ApiProperty() ID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
}

export class ConvoRefDto {
  @ApiProperty() ConvoID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
  @ApiProperty() Offensive!: boolean;
}

export class PosDetailDto {
  @ApiProperty() PosID!: string;
  @ApiProperty() ConvoID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Description!: string;
  @ApiProperty() Link!: string;
}

export class PosPageDto {
  @ApiProperty({ type: PosDetailDto }) Pos!: PosDetailDto;
  @ApiProperty({ type: ConvoRefDto }) Convo!: ConvoRefDto;
  @ApiProperty({ type: [ArgSummaryDto] }) Arguments!: ArgSummaryDto[];
  @ApiProperty({ type: ArtifactRefDto, nullable: true }) NextPos!: ArtifactRefDto | null;
  @ApiProperty({ type: ArtifactRefDto, nullable: true }) PrevPos!: ArtifactRefDto | null;
}
