import type { ArticleDto } from './article.dto.js';
import type { ArticleEntity } from './article.entity.js';
import { pageLink } from '../slug/slug-address.js';
import { articleKind } from './article.kind.js';

export function articleDto(article: ArticleEntity, slug: string | null = null): ArticleDto {
  return {
    ArticleID: article.id,
    Title: article.title,
    Body: article.body,
    Link: pageLink(articleKind, article.id, slug),
    Created: article.createdAt.toISOString(),
    Updated: article.updatedAt.toISOString(),
  };
}
