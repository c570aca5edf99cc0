import type { CategoryRefDto } from '../convo/convo.dto.js';
import type { CategoryDto } from './category.dto.js';
import type { CategoryEntity } from './category.entity.js';
import { categoryKind } from './category.kind.js';

export function categoryRef(category: Pick<CategoryEntity, 'id' | 'title'>): CategoryRefDto {
  return { CategoryID: category.id, Title: category.title };
}

export function categoryDto(category: CategoryEntity): CategoryDto {
  return {
    CategoryID: category.id,
    Title: category.title,
    Description: category.description,
    ImageURL: category.imageUrl ?? '',
    Link: categoryKind.link(category),
  };
}
