import type { QuoteEntity } from './quote.entity.js';

/** A quote's columns for raw SQL reads (alias "q"), named as the entity's properties. */
export const QUOTE_COLUMNS = `q.id, q.arg_id AS "argId", q.person_id AS "personId", q.quote,
  q.title_role AS "titleRole", q.source_url AS "sourceUrl", q.quote_date AS "quoteDate"`;

export type QuoteRow = Pick<
  QuoteEntity,
  'id' | 'argId' | 'personId' | 'quote' | 'titleRole' | 'sourceUrl' | 'quoteDate'
>;
