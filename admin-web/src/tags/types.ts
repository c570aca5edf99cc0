/** A row of the tags resource (/api/admin/data/tags). */
export interface TagRecord {
  id: string;
  Name: string;
  /** How many live artifacts carry it. */
  Uses: number;
  /** The tag's page on the reader site. */
  Link?: string;
  Created: string;
}

/** The reader's page of a tag. */
export const tagPath = (tag: TagRecord) => `/tags/${encodeURIComponent(tag.id)}`;
