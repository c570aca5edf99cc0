import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsArtifactId } from '../common/id-validation.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { TagRefDto } from './tag-refs.js';

export class TagIdQueryDto {
  @IsArtifactId('tagID')
  tagID!: string;
}

export class TagHistoryQueryDto extends IntersectionType(TagIdQueryDto, HistoryPageQueryDto) {}

export class TagEditDto extends EditBaseDto {
  @IsArtifactId('tagID')
  tagID!: string;
}

export class TaggedItemDto {
  @ApiProperty({ enum: ['convo', 'arg'] }) ArtifactType!: 'convo' | 'arg';
  @ApiProperty() ArtifactID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Link!: string;
}

export class TagPageDto {
  @ApiProperty({ type: TagRefDto }) Tag!: TagRefDto;
  @ApiProperty() Description!: string;
  @ApiProperty({ type: [TaggedItemDto] }) Items!: TaggedItemDto[];
}
