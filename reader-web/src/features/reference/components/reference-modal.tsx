import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../auth/components/form-status';
import { editApi } from '../../edit/api/edit-api';
import { Modal } from '../../edit/components/modal';
import { ModalActions } from '../../edit/components/modal-actions';
import { UrlField } from '../../edit/components/url-field';
import { RevisionDescriptionField } from '../../edit/components/revision-description-field';
import { useSubmitEdit } from '../../edit/hooks/use-submit-edit';
import { hostOf } from '../../link/link-address';
import { useGetReferencesQuery } from '../api/reference-api';
import {
  appendLine,
  citeIn,
  MAX_REFERENCE_NAME,
  nameWithYear,
  newReferenceProblem,
  referenceLine,
  slugifyReferenceName,
  yearProblem,
} from '../reference-format';
import './references.css';
import './reference-modal.css';

type Mode = 'new' | 'existing';

const MODES: ReadonlyArray<{ mode: Mode; label: string }> = [
  { mode: 'new', label: 'Add New Reference' },
  { mode: 'existing', label: 'Use existing Reference' },
];

export interface ReferenceModalProps {
  argID: string;
  /** The argument's sections with text, where an existing reference can be cited. */
  sections: ReadonlyArray<{ field: string; heading: string }>;
  onClose: () => void;
}

/**
 * The Reference modal. 'Add New Reference' appends "[name]: address" to the argument's
 * ReferencesBody; 'Use existing Reference' cites one of its references as "[name]" at the end of
 * a section. Both are one ArgEditTextField with the field's stored value as OldValue.
 */
export default function ReferenceModal({ argID, sections, onClose }: ReferenceModalProps) {
  const formId = useId();
  const [mode, setMode] = useState<Mode>('new');
  const [rawName, setRawName] = useState('');
  const [address, setAddress] = useState('');
  const [year, setYear] = useState('');
  const [chosen, setChosen] = useState('');
  const [section, setSection] = useState(sections[0]?.field ?? '');
  const [revDesc, setRevDesc] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const refsQuery = useGetReferencesQuery(argID, { refetchOnMountOrArgChange: true });
  const refs = refsQuery.data?.Refs ?? [];
  const [loadField] = editApi.endpoints.getField.useLazyQuery();
  const [edit] = useSubmitEdit(onClose);
  const name = nameWithYear(slugifyReferenceName(rawName), yearProblem(year) ? '' : year);

  /** Appends to one field of the argument, from its value as stored now. */
  async function change(field: string, update: (stored: string) => string) {
    const stored = await loadField({ type: 'arg', id: argID, fieldName: field });
    if (stored.error || !stored.data) {
      setProblem(stored.error ?? { error: 'The field could not be read.' });
      return;
    }
    const OldValue = stored.data.Value;
    const result = await edit({
      type: 'arg',
      id: argID,
      action: {
        ActionName: 'ArgEditTextField',
        ArgsJSON: JSON.stringify({ FieldName: field, OldValue, NewValue: update(OldValue) }),
      },
      revDesc: revDesc.trim(),
    });
    if (result.error) setProblem(result.error);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = address.trim();
    const refusal =
      mode === 'new'
        ? (yearProblem(year) ?? newReferenceProblem(name, url, refs))
        : chosen === ''
          ? 'Choose one of the references.'
          : section === ''
            ? 'Choose the section that cites it.'
            : null;
    if (refusal) {
      setProblem({ error: refusal });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      if (mode === 'new')
        await change('ReferencesBody', (body) => appendLine(body, referenceLine(name, url)));
      else await change(section, (text) => citeIn(text, chosen));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="Reference" onClose={onClose}>
      <form className="modal-form" noValidate onSubmit={handleSubmit} aria-label="Reference">
        <fieldset className="reference-modes">
          <legend className="visually-hidden">Mode</legend>
          {MODES.map((item) => (
            <label key={item.mode}>
              <input
                type="radio"
                name={`${formId}-mode`}
                checked={mode === item.mode}
                onChange={() => {
                  setMode(item.mode);
                  setProblem(null);
                }}
              />
              {item.label}
            </label>
          ))}
        </fieldset>
        {mode === 'new' ? (
          <>
            <div className="form-field">
              <label htmlFor={`${formId}-name`}>Short name</label>
              <input
                id={`${formId}-name`}
                type="text"
                value={rawName}
                maxLength={MAX_REFERENCE_NAME * 2}
                onChange={(event) => setRawName(event.target.value)}
                aria-describedby={`${formId}-name-slug`}
                autoFocus
              />
              <p id={`${formId}-name-slug`} className="reference-slug">
                {name === '' ? 'Letters, digits and hyphens.' : `Saved as [${name}]`}
              </p>
            </div>
            <div className="form-field">
              <label htmlFor={`${formId}-year`}>Year (optional)</label>
              <input
                id={`${formId}-year`}
                type="text"
                inputMode="numeric"
                className="reference-year"
                value={year}
                maxLength={4}
                onChange={(event) => setYear(event.target.value)}
                aria-describedby={`${formId}-year-hint`}
              />
              <p id={`${formId}-year-hint`} className="form-field__hint">
                When the source was published; it ends the name.
              </p>
            </div>
            <UrlField
              id={`${formId}-url`}
              label="URL"
              value={address}
              onChange={setAddress}
              maxLength={2000}
            />
          </>
        ) : refs.length === 0 ? (
          <p className="editable__empty">
            {refsQuery.isFetching ? 'Loading...' : 'This argument has no references yet.'}
          </p>
        ) : (
          <>
            <fieldset className="reference-choices">
              <legend className="visually-hidden">References</legend>
              {refs.map((ref, index) => (
                <label key={`${index}-${ref.Name}`}>
                  <input
                    type="radio"
                    name={`${formId}-ref`}
                    checked={chosen === ref.Name}
                    onChange={() => setChosen(ref.Name)}
                  />
                  <span>
                    {ref.Name} <span className="reference-list__host">{hostOf(ref.URL)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="form-field">
              <label htmlFor={`${formId}-section`}>Cite it in</label>
              {sections.length === 0 ? (
                <p className="editable__empty">No section has text yet.</p>
              ) : (
                <select
                  id={`${formId}-section`}
                  value={section}
                  onChange={(event) => setSection(event.target.value)}
                >
                  {sections.map((item) => (
                    <option key={item.field} value={item.field}>
                      {item.heading}
                    </option>
                  ))}
                </select>
              )}
            </div>
          </>
        )}
        <RevisionDescriptionField id={`${formId}-rev`} value={revDesc} onChange={setRevDesc} />
        <FormError error={problem} />
        <ModalActions onCancel={onClose} submitLabel="Save" submitting={busy} />
      </form>
    </Modal>
  );
}
