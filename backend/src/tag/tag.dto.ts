import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsArtifactId } from '../common/id-validation.js';
import { PageAddressField } from '../slug/slug-address.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { TagRefDto } from './tag-refs.js';

export class TagIdQueryDto {
  @IsArtifactId('tagID')
  tagID!: string;
}

/** A read of the page: by its id or by a slug, current or old (/{level}/{slug} serves the same page). */
export class TagPageQueryDto {
  @PageAddressField('tagID')
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
