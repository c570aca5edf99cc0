import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../../auth/components/form-status';
import { useNewArgMutation, useNewPosMutation } from '../../api/edit-api';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { TitleDescriptionFields, type TitleDescription } from '../title-description-fields';

/** The hints of the New Position and New Argument modals (spec section 2). */
export const NEW_ARTIFACT_HINTS = {
  pos:
    'A Position is a broad category of response to the Question. It is not the place to ' +
    'describe Arguments: add those to the Position once it exists.',
  arg:
    'An Argument supports the Position above it, and a Position can have several. Keep the ' +
    'title and the description short and value-free: the reasoning goes into the sections of ' +
    'the Argument afterwards.',
} as const;

export interface NewArtifactModalProps {
  kind: 'pos' | 'arg';
  /** The question (for a position) or the position (for an argument). */
  parentID: string;
  onClose: () => void;
}

/** New Position / New Argument: creates it and goes to its edit page. */
export function NewArtifactModal({ kind, parentID, onClose }: NewArtifactModalProps) {
  const formId = useId();
  const [value, setValue] = useState<TitleDescription>({ title: '', description: '' });
  const [newPos, posState] = useNewPosMutation();
  const [newArg, argState] = useNewArgMutation();
  const { isLoading, error } = kind === 'pos' ? posState : argState;
  const navigate = useNavigate();
  const title = kind === 'pos' ? 'New Position' : 'New Argument';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = { title: value.title.trim(), description: value.description.trim() };
    const result =
      kind === 'pos'
        ? await newPos({ convoID: parentID, ...fields })
        : await newArg({ posID: parentID, ...fields });
    if (result.data) {
      onClose();
      void navigate(result.data.Location);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label={title}>
        <p className="modal-hint">{NEW_ARTIFACT_HINTS[kind]}</p>
        <TitleDescriptionFields
          idPrefix={formId}
          type={kind}
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
