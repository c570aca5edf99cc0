import type { ProfilePage, WithContext } from 'schema-dts';
import type { PersonPageDto } from '../../api/types';

/**
 * schema.org JSON-LD of a person's page: a ProfilePage about the Person, with their picture and
 * their quotes as Quotations (paths; withOrigin makes them absolute).
 */
export function personStructuredData({ Person, Quotes }: PersonPageDto): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: Person.Link,
    mainEntity: {
      '@type': 'Person',
      name: Person.Name,
      url: Person.Link,
      ...(Person.ImageURL ? { image: { '@type': 'ImageObject', url: Person.ImageURL } } : {}),
      ...(Quotes.length > 0
        ? {
            subjectOf: Quotes.map((quote) => ({
              '@type': 'Quotation' as const,
              text: quote.Quote,
              isPartOf: { '@type': 'Claim' as const, name: quote.Arg.Title, url: quote.Arg.Link },
            })),
          }
        : {}),
    },
  };
}
