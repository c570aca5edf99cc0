import { useId, useState, type FormEvent } from 'react';
import type { PersonDto, QuoteDto } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { Modal } from '../../../edit/components/modal';
import { ModalActions } from '../../../edit/components/modal-actions';
import { RevisionDescriptionField } from '../../../edit/components/revision-description-field';
import { useSubmitEdit } from '../../../edit/hooks/use-submit-edit';
import { useGetQuoteQuery } from '../../api/quote-edit-api';
import { dateFields, readDate, storedDate } from '../../date-rules';
import { ChooseProponentModal } from './choose-proponent-modal';
import { NewPersonModal } from './new-person-modal';
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

/** The proponent, as the form shows and sends it. */
type Proponent = Pick<PersonDto, 'PersonID' | 'Name'>;

/** 'Change proponent' opens the Choose proponent search (or New person) in place of the form. */
type Step = { name: 'edit' } | { name: 'choose' } | { name: 'new-person'; initialName: string };

/**
 * The Quote edit modal: loads the quote as stored now, then sends one QuoteEdit with the old and
 * new values of the fields that changed, the proponent (PersonID) among them (409 when someone
 * changed one of them meanwhile).
 */
export function QuoteEditModal({ quoteID, onClose }: QuoteEditModalProps) {
  const { data, error, isFetching } = useGetQuoteQuery(quoteID, {
    refetchOnMountOrArgChange: true,
  });
  // Loaded, the form has its own modal: it keeps what was typed while the proponent is chosen.
  if (data && !isFetching) return <QuoteEditForm quote={data.Quote} onClose={onClose} />;
  return (
    <Modal title="Edit quote" onClose={onClose}>
      {error ? <FormError error={error} /> : <p role="status">Loading contents...</p>}
    </Modal>
  );
}

function QuoteEditForm({ quote, onClose }: { quote: QuoteDto; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(quote));
  const [proponent, setProponent] = useState<Proponent>(quote);
  const [step, setStep] = useState<Step>({ name: 'edit' });
  const [revDesc, setRevDesc] = useState('');
  const [edit, { isLoading, error }] = useSubmitEdit(onClose);
  const before: Record<string, string> = {
    ...storedFields(valuesOf(quote)),
    PersonID: quote.PersonID,
  };
  const after: Record<string, string> = { ...storedFields(values), PersonID: proponent.PersonID };
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
      PersonID: quote.PersonID,
    };
    await edit({
      type: 'quote',
      id: quote.QuoteID,
      action: {
        ActionName: 'QuoteEdit',
        ArgsJSON: JSON.stringify({ Old: pick(loaded), New: pick(after) }),
      },
      revDesc: revDesc.trim(),
    });
  }

  const choose = (person: Proponent) => {
    setProponent(person);
    setStep({ name: 'edit' });
  };
  if (step.name === 'choose') {
    return (
      <ChooseProponentModal
        onChoose={choose}
        onNewPerson={(initialName) => setStep({ name: 'new-person', initialName })}
        onClose={() => setStep({ name: 'edit' })}
      />
    );
  }
  if (step.name === 'new-person') {
    return (
      <NewPersonModal
        initialName={step.initialName}
        onCreated={choose}
        onClose={() => setStep({ name: 'edit' })}
      />
    );
  }

  const ready = changed.length > 0 && isQuoteReady(values);
  return (
    <Modal title="Edit quote" onClose={onClose}>
      <form className="modal-form" onSubmit={handleSubmit} aria-label="Edit quote">
        <p className="modal-hint">
          Proponent: <strong>{proponent.Name}</strong>
          {proponent.PersonID !== quote.PersonID && <> (was {quote.Name})</>}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setStep({ name: 'choose' })}
          >
            Change proponent
          </button>
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
    </Modal>
  );
}
