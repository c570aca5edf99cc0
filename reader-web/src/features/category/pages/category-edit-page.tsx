import { useParams, useSearchParams } from 'react-router-dom';
import { categoryPageOf } from '../category-loaders';
import { CategoryEditView } from '../components/category-edit-view';

// The route loader comes with the page (see ../routes.tsx).
export { categoryEditLoader } from '../category-loaders';

/** /edit/categories/:id */
export function CategoryEditPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <CategoryEditView id={id} page={categoryPageOf(search)} />;
}
