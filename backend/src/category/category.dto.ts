import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { CategoryRefDto } from '../convo/convo.dto.js';
import { EditBaseDto, ID_PATTERN, idQueryMessage } from '../revision/revision.dto.js';

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
  @ApiProperty()
  @IsString(idQueryMessage('categoryID'))
  @Matches(ID_PATTERN, idQueryMessage('categoryID'))
  categoryID!: string;
}

export class CategoryEditDto extends EditBaseDto {
  @ApiProperty()
  @IsString(idQueryMessage('categoryID'))
  @Matches(ID_PATTERN, idQueryMessage('categoryID'))
  categoryID!: string;
}

export class CategoryListDto {
  @ApiProperty({ type: [CategoryRefDto] }) Categories!: CategoryRefDto[];
}
