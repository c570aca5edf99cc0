import { ModalButton } from '../../edit/components/edit-tools';
import { useIsEditor } from '../../req/components/req-buttons';
import { LazyNewCategoryModal } from './lazy-category-modals';

/** New Category: editors and above only (nothing for others). */
export function NewCategoryButton() {
  if (!useIsEditor()) return null;
  return (
    <ModalButton
      label="New Category"
      renderModal={(close) => <LazyNewCategoryModal onClose={close} />}
    />
  );
}
