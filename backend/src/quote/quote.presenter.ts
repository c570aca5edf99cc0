import type { QuoteDto } from '../person/person.dto.js';
import type { PersonEntity } from '../person/person.entity.js';
import { parseStoredDate } from './quote-date.js';
import type { QuoteEntity } from './quote.entity.js';

/** A quote as the spec's Quote: its own fields and its person's (shared by person/ and quote/). */
export function quoteDto(
  quote: Pick<QuoteEntity, 'id' | 'argId' | 'titleRole' | 'quote' | 'quoteDate' | 'sourceUrl'>,
  person: Pick<PersonEntity, 'id' | 'name' | 'pathAlias' | 'imageUrl'>,
): QuoteDto {
  const date = quote.quoteDate ? parseStoredDate(quote.quoteDate) : null;
  return {
    QuoteID: quote.id,
    ArgID: quote.argId,
    PersonID: person.id,
    PathAlias: person.pathAlias,
    Name: person.name,
    TitleRole: quote.titleRole,
    ImageURL: person.imageUrl ?? '',
    Quote: quote.quote,
    QuoteDate: date ? { Day: date.day, Month: date.month, Year: date.year } : null,
    SourceURL: quote.sourceUrl,
  };
}
