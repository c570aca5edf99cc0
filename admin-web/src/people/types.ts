/** A row of the people resource (/api/admin/data/people). */
export interface PersonRecord {
  id: string;
  Name: string;
  PathAlias: string;
  Image: string | null;
  Quotes: number;
  /** The person's page on the reader site. */
  Link?: string;
  Deleted: boolean;
  Created: string;
}

/** The reader's page of a person. */
export const personPath = (person: PersonRecord) => `/person/${encodeURIComponent(person.id)}`;
