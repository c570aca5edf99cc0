import { useId, useState, type FormEvent } from 'react';
import type { PersonDto } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { LimitedTextField } from '../../../edit/components/limited-text-field';
import { Modal } from '../../../edit/components/modal';
import { ModalActions } from '../../../edit/components/modal-actions';
import { fieldRule, isWithinLimits } from '../../../edit/limits';
import { useNewPersonMutation } from '../../api/quote-edit-api';

interface NewPersonModalProps {
  /** What was typed in the search, to start from. */
  initialName: string;
  onCreated: (person: PersonDto) => void;
  onClose: () => void;
}

/** 'New person': POST /api/person/new {name}; the new person becomes the proponent. */
export function NewPersonModal({ initialName, onCreated, onClose }: NewPersonModalProps) {
  const id = useId();
  const rule = fieldRule('person', 'Name');
  const [name, setName] = useState(initialName);
  const [create, { isLoading, error }] = useNewPersonMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await create({ name: name.trim() });
    if (result.data) onCreated(result.data.Person);
  }

  return (
    <Modal title="New person" onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label="New person">
        <LimitedTextField
          id={`${id}-name`}
          label="Name"
          value={name}
          onChange={setName}
          rule={rule}
          kind="line"
          hint="The person's full name, as they are known."
          autoFocus
        />
        <FormError error={error} />
        <ModalActions
          onCancel={onClose}
          submitLabel="Create"
          submitting={isLoading}
          disabled={!isWithinLimits(name, rule)}
        />
      </form>
    </Modal>
  );
}
