import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { KindType } from '../../../../api/kind-basics';
import { FormError } from '../../../auth/components/form-status';
import { TYPE_LABEL } from '../../../artifact/artifact-types';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { TitleDescriptionFields, type TitleDescription } from '../title-description-fields';

export interface NewArtifactModalProps {
  /** The kind created: "New Position", with its title and description limits. */
  type: KindType;
  hint: string;
  /** The kind's own create request (its feature's), with the trimmed title and description. */
  create: (fields: TitleDescription) => Promise<{ data?: { Location: string } }>;
  isLoading: boolean;
  error: unknown;
  onClose: () => void;
}

/** A "New X" form asking for a title and a description, then opening the new one's edit page. */
export function NewArtifactModal({
  type,
  hint,
  create,
  isLoading,
  error,
  onClose,
}: NewArtifactModalProps) {
  const formId = useId();
  const [value, setValue] = useState<TitleDescription>({ title: '', description: '' });
  const navigate = useNavigate();
  const title = `New ${TYPE_LABEL[type]}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await create({
      title: value.title.trim(),
      description: value.description.trim(),
    });
    if (result.data) {
      onClose();
      void navigate(result.data.Location);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label={title}>
        <p className="modal-hint">{hint}</p>
        <TitleDescriptionFields
          idPrefix={formId}
          type={type}
          value={value}
          onChange={setValue}
          autoFocus
        />
        <FormError error={error} />
        <ModalActions onCancel={onClose} submitLabel="Create" submitting={isLoading} />
      </form>
    </Modal>
  );
}
