import { Link } from 'react-router-dom';
import type { PersonQuoteDto } from '../../../api/types';
import { inMode } from '../../artifact/artifact-types';
import { formatQuoteDate } from '../../quote/quote-date';

interface PersonQuotesProps {
  name: string;
  quotes: PersonQuoteDto[];
  hasMore: boolean;
  editing: boolean;
}

/** The person's quotes, each with the argument it backs and that argument's question. */
export function PersonQuotes({ name, quotes, hasMore, editing }: PersonQuotesProps) {
  return (
    <section className="person-quotes" aria-labelledby="person-quotes-title">
      <h2 id="person-quotes-title">Quotes</h2>
      {quotes.length === 0 ? (
        <p className="muted">{`No quotes from ${name} yet.`}</p>
      ) : (
        <ul className="person-quotes__list" aria-labelledby="person-quotes-title">
          {quotes.map((quote) => {
            const date = quote.QuoteDate ? formatQuoteDate(quote.QuoteDate) : '';
            const byline = [quote.TitleRole, date].filter(Boolean).join(', ');
            return (
              <li key={quote.QuoteID} className="person-quote">
                <figure>
                  <blockquote className="person-quote__text">
                    <p>{quote.Quote}</p>
                  </blockquote>
                  {byline && <figcaption className="person-quote__byline">{byline}</figcaption>}
                </figure>
                <p className="person-quote__backs">
                  <span className="artifact__kind">Backs</span>{' '}
                  <Link to={inMode(quote.Arg.Link, editing)}>{quote.Arg.Title}</Link>
                  <span className="person-quote__question">
                    {' on '}
                    <Link to={inMode(quote.Convo.Link, editing)}>{quote.Convo.Title}</Link>
                  </span>
                </p>
                {editing && quote.SourceURL && (
                  <p className="person-quote__source">
                    Source:{' '}
                    <a href={quote.SourceURL} rel="nofollow noopener noreferrer" target="_blank">
                      {quote.SourceURL}
                    </a>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {hasMore && <p className="muted">{`Showing ${name}’s ${quotes.length} latest quotes.`}</p>}
    </section>
  );
}
