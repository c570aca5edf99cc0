import type { ArticleDto } from './article.dto.js';
import type { ArticleEntity } from './article.entity.js';
import { articleLink } from './article.kind.js';

export function articleDto(article: ArticleEntity): ArticleDto {
  return {
    ArticleID: article.id,
    Title: article.title,
    Body: article.body,
    Link: articleLink(article.id),
    Created: article.createdAt.toISOString(),
    Updated: article.updatedAt.toISOString(),
  };
}
