import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { ArgSummaryDto } from '../convo/convo.dto.js';
import { EditBaseDto, ID_PATTERN, idQueryMessage } from '../revision/revision.dto.js';

export class NewPosDto {
  @ApiProperty()
  @IsString(idQueryMessage('convoID'))
  @Matches(ID_PATTERN, idQueryMessage('convoID'))
  convoID!: string;

  @ApiProperty({ minLength: 10, maxLength: 75 })
  @IsString({ message: 'title must be text' })
  title!: string;

  @ApiProperty({ required: false, maxLength: 300 })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  description?: string;
}

export class NewPosResultDto {
  @ApiProperty() PosID!: string;
  @ApiProperty({ example: '/edit/p/abc' }) Location!: string;
}

export class PosIdQueryDto {
  @ApiProperty()
  @IsString(idQueryMessage('posID'))
  @Matches(ID_PATTERN, idQueryMessage('posID'))
  posID!: string;
}

export class PosEditDto extends EditBaseDto {
  @ApiProperty()
  @IsString(idQueryMessage('posID'))
  @Matches(ID_PATTERN, idQueryMessage('posID'))
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
