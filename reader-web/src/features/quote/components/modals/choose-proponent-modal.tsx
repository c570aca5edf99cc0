import { useEffect, useId, useState } from 'react';
import type { PersonDto } from '../../../../api/types';
import { FormError } from '../../../auth/components/form-status';
import { Modal } from '../../../edit/components/modal';
import { ModalActions } from '../../../edit/components/modal-actions';
import { PERSON_FIND_LIMIT, useFindPeopleQuery } from '../../api/quote-edit-api';
import { PersonImage } from '../person-image';

/** Typing pauses this long before the search runs (the site search's debounce, spec 9). */
export const PERSON_SEARCH_DELAY_MS = 200;
/** Searches run for this many characters or more, after trimming (spec section 5). */
const MIN_QUERY = 2;

interface ChooseProponentModalProps {
  onChoose: (person: PersonDto) => void;
  /** Opens 'New person', with what was typed as the name. */
  onNewPerson: (name: string) => void;
  onClose: () => void;
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** 'Choose proponent': search people by name (at most 7 matches), or add a new person. */
export function ChooseProponentModal({
  onChoose,
  onNewPerson,
  onClose,
}: ChooseProponentModalProps) {
  const id = useId();
  const [text, setText] = useState('');
  const typed = text.trim();
  const query = useDebounced(typed, PERSON_SEARCH_DELAY_MS);
  const { currentData, error, isFetching } = useFindPeopleQuery(query, {
    skip: query.length < MIN_QUERY,
  });
  const searching = typed.length >= MIN_QUERY;
  const people = (currentData?.Results ?? []).slice(0, PERSON_FIND_LIMIT);
  const waiting = typed !== query || isFetching;

  return (
    <Modal title="Choose proponent" onClose={onClose}>
      <div className="modal-form">
        <div className="form-field">
          <label htmlFor={`${id}-search`}>Search people by name</label>
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        </div>
        {searching && (
          <div aria-live="polite">
            {waiting ? (
              <p role="status">Searching ...</p>
            ) : error ? (
              <FormError error={error} />
            ) : people.length === 0 ? (
              <p>No results</p>
            ) : (
              <ul className="person-choices" aria-label="Matching people">
                {people.map((person) => (
                  <li key={person.PersonID}>
                    <button
                      type="button"
                      className="person-choice"
                      onClick={() => onChoose(person)}
                    >
                      <PersonImage src={person.ImageURL} name={person.Name} />
                      <span>{person.Name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <ModalActions
          onCancel={onClose}
          start={
            <button
              type="button"
              className="button button--secondary modal-actions__start"
              onClick={() => onNewPerson(text.trim())}
            >
              New person
            </button>
          }
        />
      </div>
    </Modal>
  );
}
