import { NewTitledModal } from '../../edit/components/new-titled-modal';
import { useNewArticleMutation } from '../api/article-api';

/** New Article (spec section 2): a title only; the body is written on the article's edit page. */
export function NewArticleModal({ onClose }: { onClose: () => void }) {
  const [newArticle, { isLoading, error }] = useNewArticleMutation();
  return (
    <NewTitledModal
      title="New Article"
      hint={
        <>Give the article its title: you write its body on the article&rsquo;s edit page next.</>
      }
      type="article"
      create={(title) => newArticle({ title })}
      isLoading={isLoading}
      error={error}
      onClose={onClose}
    />
  );
}
