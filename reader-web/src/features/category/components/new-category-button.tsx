import { useCan } from '../../auth/hooks/use-can';
import { ModalButton } from '../../edit/components/edit-tools';
import { LazyNewCategoryModal } from './lazy-category-modals';

/** New Category, for those the server lets create one (nothing for others). */
export function NewCategoryButton() {
  if (useCan().kind('category').Create !== true) return null;
  return (
    <ModalButton
      label="New Category"
      renderModal={(close) => <LazyNewCategoryModal onClose={close} />}
    />
  );
}
