import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../auth/components/form-status';
import { useEditArtifactMutation, useGetChildrenQuery } from '../../api/edit-api';
import { useAfterWrite } from '../../hooks/use-after-write';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { RevisionDescriptionField } from '../revision-description-field';

export interface ChangeParentModalProps {
  argID: string;
  convoID: string;
  posID: string;
  onClose: () => void;
}

/** 'Change parent position': moves an argument to another position of its question. */
export function ChangeParentModal({ argID, convoID, posID, onClose }: ChangeParentModalProps) {
  const formId = useId();
  const { data, error: loadError } = useGetChildrenQuery(
    { type: 'convo', id: convoID },
    { refetchOnMountOrArgChange: true },
  );
  const [chosen, setChosen] = useState(posID);
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useEditArtifactMutation();
  const afterWrite = useAfterWrite();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await edit({
      type: 'arg',
      id: argID,
      action: { ActionName: 'ArgSetPos', ArgsJSON: JSON.stringify({ NewParentPosID: chosen }) },
      revDesc: revDesc.trim(),
    });
    if (result.data) {
      onClose();
      afterWrite(result.data.Location);
    }
  }

  return (
    <Modal title="Change parent position" onClose={onClose}>
      {!data ? (
        loadError ? (
          <FormError error={loadError} />
        ) : (
          <p role="status">Loading contents...</p>
        )
      ) : (
        <form className="modal-form" onSubmit={handleSubmit} aria-label="Change parent position">
          <div className="form-field">
            <label htmlFor={`${formId}-pos`}>Position</label>
            <select
              id={`${formId}-pos`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              autoFocus
            >
              {data.Children.map((pos) => (
                <option key={pos.ID} value={pos.ID}>
                  {pos.Title}
                  {pos.ID === posID ? ' (current)' : ''}
                </option>
              ))}
            </select>
          </div>
          <RevisionDescriptionField id={`${formId}-rev`} value={revDesc} onChange={setRevDesc} />
          <FormError error={error} />
          <ModalActions
            onCancel={onClose}
            submitLabel="Save"
            submitting={isLoading}
            disabled={chosen === posID}
          />
        </form>
      )}
    </Modal>
  );
}
