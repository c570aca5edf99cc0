import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../auth/components/form-status';
import type { ArtifactType } from '../../../api/types';
import { fieldRule } from '../limits';
import { LimitedTextField } from './limited-text-field';
import { Modal } from './modal';
import { ModalActions } from './modal-actions';

interface Props {
  /** The modal's title and form name: "New Article". */
  title: string;
  hint: ReactNode;
  type: ArtifactType;
  create: (title: string) => Promise<{ data?: { Location: string } }>;
  isLoading: boolean;
  error: unknown;
  onClose: () => void;
}

/**
 * A "New X" form that asks for a title only, then opens the new artifact's edit page (the
 * Location the server answers) where the rest is written.
 */
export function NewTitledModal({ title, hint, type, create, isLoading, error, onClose }: Props) {
  const formId = useId();
  const [value, setValue] = useState('');
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await create(value.trim());
    if (result.data) {
      onClose();
      void navigate(result.data.Location);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label={title}>
        <p className="modal-hint">{hint}</p>
        <LimitedTextField
          id={`${formId}-title`}
          label="Title"
          value={value}
          onChange={setValue}
          rule={fieldRule(type, 'Title')}
          kind="line"
          autoFocus
        />
        <FormError error={error} />
        <ModalActions onCancel={onClose} submitLabel="Create" submitting={isLoading} />
      </form>
    </Modal>
  );
}
