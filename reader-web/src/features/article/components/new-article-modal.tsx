import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../auth/components/form-status';
import { LimitedTextField } from '../../edit/components/limited-text-field';
import { Modal } from '../../edit/components/modal';
import { ModalActions } from '../../edit/components/modal-actions';
import { fieldRule } from '../../edit/limits';
import { useNewArticleMutation } from '../api/article-api';

/** New Article (spec section 2): a title only; the body is written on the article's edit page. */
export function NewArticleModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [newArticle, { isLoading, error }] = useNewArticleMutation();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await newArticle({ title: title.trim() });
    if (result.data) {
      onClose();
      void navigate(result.data.Location);
    }
  }

  return (
    <Modal title="New Article" onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label="New Article">
        <p className="modal-hint">
          Give the article its title: you write its body on the article&rsquo;s edit page next.
        </p>
        <LimitedTextField
          id={`${formId}-title`}
          label="Title"
          value={title}
          onChange={setTitle}
          rule={fieldRule('article', 'Title')}
          kind="line"
          autoFocus
        />
        <FormError error={error} />
        <ModalActions onCancel={onClose} submitLabel="Create" submitting={isLoading} />
      </form>
    </Modal>
  );
}
