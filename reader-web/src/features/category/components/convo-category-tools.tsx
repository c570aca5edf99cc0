import type { CategoryRefDto } from '../../../api/types';
import { useCan } from '../../auth/hooks/use-can';
import { ModalButton } from '../../edit/components/edit-tools';
import { LazyCategoryChooserModal } from './lazy-category-modals';
import { NewCategoryButton } from './new-category-button';

/**
 * A question's category tools in edit mode: choose its categories (for those the server lets
 * change a question's Categories), or make a new one (for those it lets create categories).
 */
export function ConvoCategoryTools({
  convoID,
  categories,
}: {
  convoID: string;
  categories: CategoryRefDto[];
}) {
  const mayChoose = useCan().kind('convo').Fields?.Categories === true;
  return (
    <>
      {mayChoose && (
        <ModalButton
          label="Choose categories"
          renderModal={(close) => (
            <LazyCategoryChooserModal convoID={convoID} current={categories} onClose={close} />
          )}
        />
      )}
      <NewCategoryButton />
    </>
  );
}
