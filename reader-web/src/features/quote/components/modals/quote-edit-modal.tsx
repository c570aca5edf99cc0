import { useId, useState, type FormEvent } from 'react';
import type { QuoteDto } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { useEditArtifactMutation } from '../../../edit/api/edit-api';
import { Modal } from '../../../edit/components/modal';
import { ModalActions } from '../../../edit/components/modal-actions';
import { RevisionDescriptionField } from '../../../edit/components/revision-description-field';
import { useAfterWrite } from '../../../edit/hooks/use-after-write';
import { useGetQuoteQuery } from '../../api/quote-edit-api';
import { dateFields, readDate, storedDate } from '../../date-rules';
import { isQuoteReady, QuoteFields, type QuoteValues } from './quote-fields';

interface QuoteEditModalProps {
  quoteID: string;
  onClose: () => void;
}

/** A QuoteEdit's fields as the server stores them. */
function storedFields(values: QuoteValues): Record<string, string> {
  const date = readDate(values.date);
  return {
    Quote: values.quote.trim(),
    TitleRole: values.titleRole.trim(),
    SourceURL: values.sourceURL.trim(),
    QuoteDate: storedDate(date === 'invalid' ? null : date),
  };
}

function valuesOf(quote: QuoteDto): QuoteValues {
  return {
    quote: quote.Quote,
    titleRole: quote.TitleRole,
    sourceURL: quote.SourceURL,
    date: dateFields(quote.QuoteDate),
  };
}

/**
 * The Quote edit modal: loads the quote as stored now, then sends one QuoteEdit with the old and
 * new values of the fields that changed (409 when someone changed one of them meanwhile).
 */
export function QuoteEditModal({ quoteID, onClose }: QuoteEditModalProps) {
  const { data, error, isFetching } = useGetQuoteQuery(quoteID, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Modal title="Edit quote" onClose={onClose}>
      {data && !isFetching ? (
        <QuoteEditForm quote={data.Quote} onClose={onClose} />
      ) : error ? (
        <FormError error={error} />
      ) : (
        <p role="status">Loading contents...</p>
      )}
    </Modal>
  );
}

function QuoteEditForm({ quote, onClose }: { quote: QuoteDto; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(quote));
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useEditArtifactMutation();
  const afterWrite = useAfterWrite();
  const before = storedFields(valuesOf(quote));
  const after = storedFields(values);
  const changed = Object.keys(after).filter((field) => after[field] !== before[field]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pick = (fields: Record<string, string>) =>
      Object.fromEntries(changed.map((field) => [field, fields[field]]));
    // Old is what was loaded, as stored (not re-trimmed): the server compares it.
    const loaded: Record<string, string> = {
      Quote: quote.Quote,
      TitleRole: quote.TitleRole,
      SourceURL: quote.SourceURL,
      QuoteDate: before.QuoteDate,
    };
    const result = await edit({
      type: 'quote',
      id: quote.QuoteID,
      action: {
        ActionName: 'QuoteEdit',
        ArgsJSON: JSON.stringify({ Old: pick(loaded), New: pick(after) }),
      },
      revDesc: revDesc.trim(),
    });
    if (result.data) {
      onClose();
      afterWrite(result.data.Location);
    }
  }

  const ready = changed.length > 0 && isQuoteReady(values);
  return (
    <form className="modal-form" onSubmit={handleSubmit} aria-label="Edit quote">
      <p className="modal-hint">
        Proponent: <strong>{quote.Name}</strong>
      </p>
      <QuoteFields id={id} values={values} onChange={setValues} />
      <RevisionDescriptionField id={`${id}-rev`} value={revDesc} onChange={setRevDesc} />
      <FormError error={error} />
      <ModalActions
        onCancel={onClose}
        submitLabel="Save"
        submitting={isLoading}
        disabled={!ready}
        disabledReason={changed.length === 0 ? 'Nothing has changed yet' : undefined}
      />
    </form>
  );
}
