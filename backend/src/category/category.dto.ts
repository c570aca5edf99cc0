import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { TextField } from '../common/dto/text-field.js';
import { IsArtifactId } from '../common/id-validation.js';
import { CategoryRefDto } from '../convo/convo.dto.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { CATEGORY_TEXT_RULES } from './category.kind.js';

export class NewCategoryDto {
  @TextField('title', CATEGORY_TEXT_RULES.Title)
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

export class CategoryDto {
  @ApiProperty() CategoryID!: string;
  @ApiProperty() Title!: string;
  @ApiProperty() Description!: string;
  @ApiProperty({ description: "The category's uploaded image; empty when it has none" })
  ImageURL!: string;
  @ApiProperty({ example: '/categories/abc', description: 'Its page: the questions in it' })
  Link!: string;
}

export class CategoryPageDto {
  @ApiProperty({ type: CategoryDto }) Category!: CategoryDto;
}

export class CategoryListDto {
  @ApiProperty({ type: [CategoryRefDto] }) Categories!: CategoryRefDto[];
}
