import { ModalButton } from '../../edit/components/edit-tools';
import { useIsEditor } from '../../req/components/req-buttons';
import { LazyNewArticleModal } from './lazy-article-modals';

/** New Article: editors and above only (nothing for others). */
export function NewArticleButton() {
  if (!useIsEditor()) return null;
  return (
    <ModalButton
      className="button"
      label="New Article"
      renderModal={(close) => <LazyNewArticleModal onClose={close} />}
    />
  );
}
