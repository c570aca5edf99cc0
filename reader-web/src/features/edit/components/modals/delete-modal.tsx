import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ArtifactType } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { ACTION_PREFIX, TYPE_LABEL } from '../../../artifact/artifact-types';
import { useEditArtifactMutation } from '../../api/edit-api';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { RevisionDescriptionField } from '../revision-description-field';

export interface DeleteModalProps {
  type: ArtifactType;
  id: string;
  name: string;
  onClose: () => void;
  /** What will no longer be shown (default: the quoted name). */
  subject?: ReactNode;
  /** After the delete (default: go to the Location the server returns, else the encyclopedia). */
  onDeleted?: (location?: string) => void;
}

/** Confirms, then deletes ({Type}Delete) and goes to the Location the server returns. */
export function DeleteModal({ type, id, name, onClose, subject, onDeleted }: DeleteModalProps) {
  const formId = useId();
  const noun = TYPE_LABEL[type].toLowerCase();
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useEditArtifactMutation();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await edit({
      type,
      id,
      action: { ActionName: `${ACTION_PREFIX[type]}Delete`, ArgsJSON: '{}' },
      revDesc: revDesc.trim(),
    });
    if (result.data) {
      onClose();
      if (onDeleted) onDeleted(result.data.Location);
      else void navigate(result.data.Location ?? '/encyclopedia');
    }
  }

  return (
    <Modal title={`Delete this ${noun}?`} onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label={`Delete this ${noun}`}>
        <p>
          {subject ?? <>&ldquo;{name}&rdquo;</>} will no longer be shown. Its history is kept, and
          reverting the deletion brings it back.
        </p>
        <RevisionDescriptionField id={`${formId}-rev`} value={revDesc} onChange={setRevDesc} />
        <FormError error={error} />
        <ModalActions
          onCancel={onClose}
          submitLabel="Delete"
          submitting={isLoading}
          danger
          focusCancel
        />
      </form>
    </Modal>
  );
}
