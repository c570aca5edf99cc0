/** A row of the categories resource (/api/admin/data/categories). */
export interface CategoryRecord {
  id: string;
  Title: string;
  Description: string;
  Image: string | null;
  Questions: number;
  /** The category's page on the reader site, when the server gives it. */
  Link?: string;
  Deleted: boolean;
  Created: string;
}

/** The reader's page of a category. */
export const categoryPath = (category: CategoryRecord) =>
  `/categories/${encodeURIComponent(category.id)}`;
