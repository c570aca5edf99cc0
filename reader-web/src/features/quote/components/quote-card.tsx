import { Link } from 'react-router-dom';
import type { QuoteDto } from '../../../api/types';
import { formatQuoteDate, storedDate } from '../quote-date';
import { LazyQuoteDeleteModal, LazyQuoteEditModal } from './lazy-quote-modals';
import { ModalButton } from './modal-button';
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
        {quote.Quote.split(/\n+/)
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <p key={index}>{line}</p>
          ))}
      </blockquote>
      {date && (
        <p className="quote-card__date">
          <time dateTime={storedDate({ day: date.Day, month: date.Month, year: date.Year })}>
            {formatQuoteDate(date)}
          </time>
        </p>
      )}
      {editing && (
        <div className="quote-card__tools">
          {quote.SourceURL && (
            <a
              className="quote-card__source"
              href={quote.SourceURL}
              target="_blank"
              rel="nofollow ugc noopener noreferrer"
            >
              Source
            </a>
          )}
          <ModalButton
            label="Edit"
            ariaLabel={`Edit the quote of ${quote.Name}`}
            renderModal={(close) => <LazyQuoteEditModal quoteID={quote.QuoteID} onClose={close} />}
          />
          {canDelete && (
            <ModalButton
              label="Delete"
              ariaLabel={`Delete the quote of ${quote.Name}`}
              className="button button--danger button--small"
              renderModal={(close) => <LazyQuoteDeleteModal quote={quote} onClose={close} />}
            />
          )}
        </div>
      )}
    </figure>
  );
}
