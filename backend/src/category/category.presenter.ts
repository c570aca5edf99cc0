import type { CategoryRefDto } from '../convo/convo.dto.js';
import type { CategoryEntity } from './category.entity.js';

export function categoryRef(category: Pick<CategoryEntity, 'id' | 'title'>): CategoryRefDto {
  return { CategoryID: category.id, Title: category.title };
}
