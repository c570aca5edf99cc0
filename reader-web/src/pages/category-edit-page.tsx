import { useParams } from 'react-router-dom';
import { CategoryEditView } from '../features/category/components/category-edit-view';

// The route loader comes with the page (see app/routes.tsx).
export { categoryEditLoader } from '../features/category/category-loaders';

/** /edit/categories/:id */
export function CategoryEditPage() {
  const { id = '' } = useParams();
  return <CategoryEditView id={id} />;
}
