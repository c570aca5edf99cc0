import { useId, useState, type FormEvent } from 'react';
import type { ArtifactType } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { ACTION_PREFIX } from '../../../artifact/artifact-types';
import { useGetFieldQuery } from '../../api/edit-api';
import { fieldRule } from '../../limits';
import { LimitedTextField, textFieldKind } from '../limited-text-field';
import { Modal } from '../modal';
import { ModalActions } from '../modal-actions';
import { RevisionDescriptionField } from '../revision-description-field';
import { isVersionedField } from '../../../../api/kinds';
import { SubstantiveField } from '../substantive-field';
import { useSubmitEdit } from '../../hooks/use-submit-edit';

export interface EditFieldModalProps {
  type: ArtifactType;
  id: string;
  field: string;
  /** The field as people call it: 'title', 'premises'. */
  label: string;
  hint?: string;
  onClose: () => void;
  /** Offered for titled items when the member may delete (editor and up). */
  onDelete?: () => void;
  deleteLabel?: string;
}

/**
 * The Edit-field modal: loads the stored value (the edit's OldValue), edits it with a counter,
 * asks for a revision description and saves it as {Type}EditTextField.
 */
export function EditFieldModal(props: EditFieldModalProps) {
  const { type, id, field, label, onClose } = props;
  const { data, error, isFetching } = useGetFieldQuery(
    { type, id, fieldName: field },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Modal title={`Edit ${label}`} onClose={onClose}>
      {data && !isFetching ? (
        <EditFieldForm {...props} storedValue={data.Value} />
      ) : error ? (
        <FormError error={error} />
      ) : (
        <p role="status">Loading contents...</p>
      )}
    </Modal>
  );
}

function EditFieldForm({
  type,
  id,
  field,
  label,
  hint,
  onClose,
  onDelete,
  deleteLabel,
  storedValue,
}: EditFieldModalProps & { storedValue: string }) {
  const formId = useId();
  const rule = fieldRule(type, field);
  const [value, setValue] = useState(storedValue);
  const [revDesc, setRevDesc] = useState('');
  const [substantive, setSubstantive] = useState(false);
  const versioned = isVersionedField(type, field);
  const [edit, { isLoading, error }] = useSubmitEdit(onClose);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await edit({
      type,
      id,
      action: {
        ActionName: `${ACTION_PREFIX[type]}EditTextField`,
        ArgsJSON: JSON.stringify({ FieldName: field, OldValue: storedValue, NewValue: value }),
      },
      revDesc: revDesc.trim(),
      substantive: versioned && substantive,
    });
  }

  const unchanged = value === storedValue;
  return (
    <form className="modal-form" onSubmit={handleSubmit} aria-label={`Edit ${label}`}>
      <LimitedTextField
        id={`${formId}-value`}
        label={label.charAt(0).toUpperCase() + label.slice(1)}
        value={value}
        onChange={setValue}
        rule={rule}
        kind={textFieldKind(field, rule)}
        hint={hint}
        autoFocus
      />
      {versioned && (
        <SubstantiveField
          id={`${formId}-substantive`}
          checked={substantive}
          onChange={setSubstantive}
        />
      )}
      <RevisionDescriptionField id={`${formId}-rev`} value={revDesc} onChange={setRevDesc} />
      <FormError error={error} />
      <ModalActions
        onCancel={onClose}
        submitLabel="Save"
        submitting={isLoading}
        disabledReason={unchanged ? 'Nothing has changed yet' : undefined}
        start={
          onDelete && (
            <button
              type="button"
              className="button button--danger modal-actions__start"
              onClick={onDelete}
            >
              {deleteLabel ?? 'Delete'}
            </button>
          )
        }
      />
    </form>
  );
}
