/** A row of the categories resource (/api/admin/data/categories). */
export interface CategoryRecord {
  id: string;
  Title: string;
  Description: string;
  Image: string | null;
  Questions: number;
  Deleted: boolean;
  Created: string;
}

/** The reader's page of a category. */
export const categoryPath = (category: CategoryRecord) =>
  `/encyclopedia?category=${encodeURIComponent(category.id)}`;
