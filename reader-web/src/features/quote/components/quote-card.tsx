import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { QuoteDto } from '../../../api/types';
import { formatQuoteDate, isoQuoteDate } from '../quote-date';
import { LazyQuoteTools } from './lazy-quote-modals';
import { PersonImage } from './person-image';

export const personLink = (pathAlias: string) => `/person/${pathAlias}`;

interface QuoteCardProps {
  quote: QuoteDto;
  /** Edit mode: the source link and the Edit button show. */
  editing: boolean;
  /** Mods and admins may delete quotes (spec section 6). */
  canDelete: boolean;
}

/** One proponent quote: who said it (picture, name, title or role), what, and when. */
export function QuoteCard({ quote, editing, canDelete }: QuoteCardProps) {
  const date = quote.QuoteDate;
  return (
    <figure className="quote-card">
      <figcaption className="quote-card__person">
        <PersonImage src={quote.ImageURL} name={quote.Name} />
        <span>
          <Link className="quote-card__name" to={personLink(quote.PathAlias)}>
            {quote.Name}
          </Link>
          {quote.TitleRole && <span className="quote-card__role">{quote.TitleRole}</span>}
        </span>
      </figcaption>
      <blockquote className="quote-card__quote">
        <p>{quote.Quote}</p>
      </blockquote>
      {date && (
        <p className="quote-card__date">
          <time dateTime={isoQuoteDate(date)}>{formatQuoteDate(date)}</time>
        </p>
      )}
      {editing && (
        <Suspense fallback={null}>
          <LazyQuoteTools quote={quote} canDelete={canDelete} />
        </Suspense>
      )}
    </figure>
  );
}
