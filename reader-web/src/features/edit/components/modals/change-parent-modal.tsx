import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../auth/components/form-status';
import { useGetChildrenQuery } from '../../api/edit-api';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { RevisionDescriptionField } from '../revision-description-field';
import { useSubmitEdit } from '../../hooks/use-submit-edit';

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
  const [edit, { isLoading, error }] = useSubmitEdit(onClose);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await edit({
      type: 'arg',
      id: argID,
      action: { ActionName: 'ArgSetPos', ArgsJSON: JSON.stringify({ NewParentPosID: chosen }) },
      revDesc: revDesc.trim(),
    });
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
