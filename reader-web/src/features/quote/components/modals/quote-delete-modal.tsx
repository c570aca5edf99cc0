import { useId, useState, type FormEvent } from 'react';
import type { QuoteDto } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { useEditArtifactMutation } from '../../../edit/api/edit-api';
import { Modal } from '../../../edit/components/modal';
import { RevisionDescriptionField } from '../../../edit/components/revision-description-field';
import { useAfterWrite } from '../../../edit/hooks/use-after-write';

interface QuoteDeleteModalProps {
  quote: QuoteDto;
  onClose: () => void;
}

/** Confirms, then deletes the quote (QuoteDelete; mods and admins) and reloads the argument. */
export function QuoteDeleteModal({ quote, onClose }: QuoteDeleteModalProps) {
  const id = useId();
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useEditArtifactMutation();
  const afterWrite = useAfterWrite();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await edit({
      type: 'quote',
      id: quote.QuoteID,
      action: { ActionName: 'QuoteDelete', ArgsJSON: '{}' },
      revDesc: revDesc.trim(),
    });
    if (result.data) {
      onClose();
      // The argument's own page: on its edit page, it stays in edit mode.
      afterWrite(result.data.Location);
    }
  }

  return (
    <Modal title="Delete this quote?" onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label="Delete this quote">
        <p>
          The quote of {quote.Name} will no longer be shown. Its history is kept, and reverting the
          deletion brings it back.
        </p>
        <RevisionDescriptionField id={`${id}-rev`} value={revDesc} onChange={setRevDesc} />
        <FormError error={error} />
        <div className="modal-actions">
          <button type="button" className="button button--secondary" onClick={onClose} autoFocus>
            Cancel
          </button>
          <button type="submit" className="button button--danger" disabled={isLoading}>
            {isLoading ? 'Submitting...' : 'Delete'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
