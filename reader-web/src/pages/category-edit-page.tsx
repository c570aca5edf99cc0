import { useParams } from 'react-router-dom';
import { CategoryEditView } from '../features/category/components/category-edit-view';

/** /edit/categories/:id */
export function CategoryEditPage() {
  const { id = '' } = useParams();
  return <CategoryEditView id={id} />;
}
