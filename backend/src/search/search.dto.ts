import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

export class SearchQueryDto {
  @ApiProperty({ minLength: 2, maxLength: 100, description: 'Trimmed; at least 2 characters' })
  @IsString({ message: 'q must be text' })
  q!: string;
}

export class SearchResultDto {
  @ApiProperty({ enum: ['convo', 'pos', 'arg', 'tag'] }) ArtifactType!:
    'convo' | 'pos' | 'arg' | 'tag';
  @ApiProperty() ArtifactID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
}

export class SearchResultsDto {
  @ApiProperty({ type: [SearchResultDto] }) Results!: SearchResultDto[];
}
