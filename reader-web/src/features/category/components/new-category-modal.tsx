import { NewTitledModal } from '../../edit/components/new-titled-modal';
import { useNewCategoryMutation } from '../api/category-api';

/** New Category (spec section 2): a title only; description and image follow on its edit page. */
export function NewCategoryModal({ onClose }: { onClose: () => void }) {
  const [newCategory, { isLoading, error }] = useNewCategoryMutation();
  return (
    <NewTitledModal
      title="New Category"
      hint="Give the category its title: you add its description and image on its edit page next."
      type="category"
      create={(title) => newCategory({ title })}
      isLoading={isLoading}
      error={error}
      onClose={onClose}
    />
  );
}
