import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../auth/components/form-status';
import { LimitedTextField } from '../../edit/components/limited-text-field';
import { Modal } from '../../edit/components/modal';
import { ModalActions } from '../../edit/components/modal-actions';
import { fieldRule } from '../../edit/limits';
import { useNewCategoryMutation } from '../api/category-api';

/** New Category (spec section 2): a title only; description and image follow on its edit page. */
export function NewCategoryModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [newCategory, { isLoading, error }] = useNewCategoryMutation();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await newCategory({ title: title.trim() });
    if (result.data) {
      onClose();
      void navigate(result.data.Location);
    }
  }

  return (
    <Modal title="New Category" onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label="New Category">
        <p className="modal-hint">
          Give the category its title: you add its description and image on its edit page next.
        </p>
        <LimitedTextField
          id={`${formId}-title`}
          label="Title"
          value={title}
          onChange={setTitle}
          rule={fieldRule('category', 'Title')}
          kind="line"
          autoFocus
        />
        <FormError error={error} />
        <ModalActions onCancel={onClose} submitLabel="Create" submitting={isLoading} />
      </form>
    </Modal>
  );
}
