import { useId, useState, type FormEvent } from 'react';
import { KIND_BASICS, type KindType } from '../../../../api/kind-basics';
import { FormError } from '../../../auth/components/form-status';
import { TYPE_LABEL } from '../../../artifact/artifact-types';
import { useGetChildrenQuery } from '../../api/edit-api';
import { moveOf } from '../../kind-move';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { RevisionDescriptionField } from '../revision-description-field';
import { useSubmitEdit } from '../../hooks/use-submit-edit';

export interface ChangeParentModalProps {
  /** A kind that moves: an argument to another position of its question. */
  type: KindType;
  id: string;
  parentID: string;
  /** What the parents it may move to are listed under (an argument's question). */
  grandparentID: string;
  onClose: () => void;
}

/** 'Change parent position': moves an artifact under another parent of the same grandparent. */
export function ChangeParentModal({
  type,
  id,
  parentID,
  grandparentID,
  onClose,
}: ChangeParentModalProps) {
  const formId = useId();
  const move = moveOf(type);
  const { data, error: loadError } = useGetChildrenQuery(
    { type: move.grandparent, id: grandparentID },
    { refetchOnMountOrArgChange: true },
  );
  const [chosen, setChosen] = useState(parentID);
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useSubmitEdit(onClose);
  const title = `Change parent ${KIND_BASICS[move.parent].noun}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await edit({
      type,
      id,
      // The server's move takes the new parent's id as NewParentPosID, whatever the kind.
      action: { ActionName: move.action, ArgsJSON: JSON.stringify({ NewParentPosID: chosen }) },
      revDesc: revDesc.trim(),
    });
  }

  return (
    <Modal title={title} onClose={onClose}>
      {!data ? (
        loadError ? (
          <FormError error={loadError} />
        ) : (
          <p role="status">Loading contents...</p>
        )
      ) : (
        <form className="modal-form" onSubmit={handleSubmit} aria-label={title}>
          <div className="form-field">
            <label htmlFor={`${formId}-parent`}>{TYPE_LABEL[move.parent]}</label>
            <select
              id={`${formId}-parent`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              autoFocus
            >
              {data.Children.map((parent) => (
                <option key={parent.ID} value={parent.ID}>
                  {parent.Title}
                  {parent.ID === parentID ? ' (current)' : ''}
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
            disabled={chosen === parentID}
          />
        </form>
      )}
    </Modal>
  );
}
