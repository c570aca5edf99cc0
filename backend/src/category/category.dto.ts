import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { CategoryRefDto } from '../convo/convo.dto.js';
import { EditBaseDto, HistoryPageQueryDto, IsArtifactId } from '../revision/revision.dto.js';

export class NewCategoryDto {
  @ApiProperty({ minLength: 3, maxLength: 75 })
  @IsString({ message: 'title must be text' })
  title!: string;
}

export class NewCategoryResultDto {
  @ApiProperty() CategoryID!: string;
  @ApiProperty({ example: '/edit/categories/abc' }) Location!: string;
}

export class CategoryIdQueryDto {
  @IsArtifactId('categoryID')
  categoryID!: string;
}

export class CategoryHistoryQueryDto extends IntersectionType(
  CategoryIdQueryDto,
  HistoryPageQueryDto,
) {}

export class CategoryEditDto extends EditBaseDto {
  @IsArtifactId('categoryID')
  categoryID!: string;
}

export class CategoryListDto {
  @ApiProperty({ type: [CategoryRefDto] }) Categories!: CategoryRefDto[];
}
