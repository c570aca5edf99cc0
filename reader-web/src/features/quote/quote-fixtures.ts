/** Answers of the quote and person API for component tests. */
import type { PersonDto, QuoteDto } from '../../api/types';

export function quote(index: number, overrides: Partial<QuoteDto> = {}): QuoteDto {
  return {
    QuoteID: `quote${index}`,
    ArgID: 'arg1',
    PersonID: `person${index}`,
    PathAlias: `person-${index}`,
    Name: `Person Number${index}`,
    TitleRole: `Mayor of Town ${index}`,
    ImageURL: '',
    Quote: `Free fares worked in town ${index}.`,
    QuoteDate: { Day: 12, Month: 3, Year: 2019 },
    SourceURL: `https://example.org/source-${index}`,
    ...overrides,
  };
}

export function person(index: number, overrides: Partial<PersonDto> = {}): PersonDto {
  return {
    PersonID: `person${index}`,
    Name: `Person Number${index}`,
    ImageURL: '',
    PathAlias: `person-${index}`,
    Link: `/person/person-${index}`,
    ...overrides,
  };
}
