/** A row of the articles resource (/api/admin/data/articles). */
export interface ArticleRecord {
  id: string;
  Title: string;
  Slug: string;
  Body: string;
  /** The article's page on the reader site, when the server gives it. */
  Link?: string;
  Deleted: boolean;
  Created: string;
}

/** The reader's page of an article. */
export const articlePath = (article: ArticleRecord) => `/article/${encodeURIComponent(article.id)}`;
