import type { CategoryRefDto } from '../../../api/types';
import { ModalButton } from '../../edit/components/edit-tools';
import { useIsEditor } from '../../req/components/req-buttons';
import { LazyCategoryChooserModal } from './lazy-category-modals';
import { NewCategoryButton } from './new-category-button';

/**
 * A question's category tools in edit mode: choose its categories, or make a new one. Editors and
 * above only (nothing for others; the server refuses them too).
 */
export function ConvoCategoryTools({
  convoID,
  categories,
}: {
  convoID: string;
  categories: CategoryRefDto[];
}) {
  if (!useIsEditor()) return null;
  return (
    <>
      <ModalButton
        label="Choose categories"
        renderModal={(close) => (
          <LazyCategoryChooserModal convoID={convoID} current={categories} onClose={close} />
        )}
      />
      <NewCategoryButton />
    </>
  );
}
