import { Link } from 'react-router-dom';
import type { CategoryRefDto } from '../../../api/types';

/** The categories, each leading to its questions. */
export function CategoryLinks({ categories }: { categories: CategoryRefDto[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="categories-title" className="category-links">
      <h2 id="categories-title">Browse by category</h2>
      <ul>
        {categories.map((c) => (
          <li key={c.CategoryID}>
            <Link to={`/encyclopedia?category=${encodeURIComponent(c.CategoryID)}`}>{c.Title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
