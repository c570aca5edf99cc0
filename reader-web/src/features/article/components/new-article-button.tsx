import { useCan } from '../../auth/hooks/use-can';
import { ModalButton } from '../../edit/components/edit-tools';
import { LazyNewArticleModal } from './lazy-article-modals';

/** New Article, for those the server lets create one (nothing for others). */
export function NewArticleButton() {
  if (useCan().kind('article').Create !== true) return null;
  return (
    <ModalButton
      className="button"
      label="New Article"
      renderModal={(close) => <LazyNewArticleModal onClose={close} />}
    />
  );
}
