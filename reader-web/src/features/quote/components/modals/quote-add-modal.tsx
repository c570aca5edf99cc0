import { useId, useState, type FormEvent } from 'react';
import type { PersonDto } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { Modal } from '../../../edit/components/modal';
import { ModalActions } from '../../../edit/components/modal-actions';
import { useAfterWrite } from '../../../edit/hooks/use-after-write';
import { useNewQuoteMutation } from '../../api/quote-edit-api';
import { readDate } from '../../date-rules';
import { EMPTY_QUOTE, isQuoteReady, QuoteFields, type QuoteValues } from './quote-fields';

interface QuoteAddModalProps {
  argID: string;
  person: PersonDto;
  /** Back to 'Choose proponent'. */
  onChangePerson: () => void;
  onClose: () => void;
}

/** The Quote add modal: the proponent's quote on this argument (POST /api/quote/new). */
export function QuoteAddModal({ argID, person, onChangePerson, onClose }: QuoteAddModalProps) {
  const id = useId();
  const [values, setValues] = useState<QuoteValues>(EMPTY_QUOTE);
  const [create, { isLoading, error }] = useNewQuoteMutation();
  const afterWrite = useAfterWrite();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = readDate(values.date);
    const result = await create({
      argID,
      personID: person.PersonID,
      quote: values.quote.trim(),
      titleRole: values.titleRole.trim(),
      sourceURL: values.sourceURL.trim(),
      quoteDate: date === 'invalid' ? null : date,
    });
    if (result.data) {
      onClose();
      afterWrite();
    }
  }

  return (
    <Modal title="Add a quote" onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label="Add a quote">
        <p className="modal-hint">
          Proponent: <strong>{person.Name}</strong>{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onChangePerson}
          >
            Change
          </button>
        </p>
        <QuoteFields id={id} values={values} onChange={setValues} />
        <FormError error={error} />
        <ModalActions
          onCancel={onClose}
          submitLabel="Add quote"
          submitting={isLoading}
          disabled={!isQuoteReady(values)}
        />
      </form>
    </Modal>
  );
}
