import type { ArticleDto, ArticleSummaryDto } from './article.dto.js';
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

const SUMMARY_CHARS = 300;

/** The article's first paragraph, cut at a word before SUMMARY_CHARS characters. */
export function articleSummary(article: ArticleEntity, slug: string | null): ArticleSummaryDto {
  const first = article.body.split(/\n\s*\n/, 1)[0].trim();
  const cut = first.length <= SUMMARY_CHARS ? first : first.slice(0, SUMMARY_CHARS);
  const summary =
    cut === first
      ? first
      : `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
  return { Title: article.title, Link: pageLink(articleKind, article.id, slug), Summary: summary };
}
