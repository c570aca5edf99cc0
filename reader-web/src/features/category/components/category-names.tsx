import { useListCategoriesQuery } from '../api/category-api';

function idsOf(value: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A question's Categories as a revision records them (a JSON list of ids), named by their
 * titles; a category deleted since is named as such.
 */
export function CategoryNames({ value }: { value: string }) {
  const { data } = useListCategoriesQuery();
  const ids = idsOf(value);
  if (ids === null) return <>{value}</>;
  if (ids.length === 0) return <>(none)</>;
  const titles = new Map(data?.Categories.map((c) => [c.CategoryID, c.Title]));
  const names = ids.map((id) => titles.get(id) ?? (data ? 'a deleted category' : id));
  return <>{names.join(', ')}</>;
}
