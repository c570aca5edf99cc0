import { useParams, useSearchParams } from 'react-router-dom';
import { categoryPageOf } from '../category-loaders';
import { CategoryView } from '../components/category-view';

// The route loader comes with the page (see ../routes.tsx).
export { categoryLoader } from '../category-loaders';

/** /categories/:id (?page=N of its questions) */
export function CategoryPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <CategoryView id={id} page={categoryPageOf(search)} />;
}
