import { type FormEvent, useEffect, useId, useState } from 'react';
import type { SlugAvailabilityDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import { FormError } from '../../auth/components/form-status';
import { useCheckSlugMutation, useGetSlugQuery, useSaveSlugMutation } from '../api/slug-api';
import { KIND_BASICS } from '../../../api/kind-basics';
import { normaliseSlug, SLUG_MAX_LENGTH, type SlugArtifactType } from '../slug-rules';
import './slug-input.css';

export interface SlugInputProps {
  artifactType: SlugArtifactType;
  artifactID: string;
  /**
   * What the server lets the reader do (GET /api/me's slug flags): give a first slug and check
   * availability (create), change a slug (edit).
   */
  may: { create: boolean; edit: boolean };
}

/** The pause in typing after which the slug's availability is checked (spec section 8). */
export const AVAILABILITY_DELAY_MS = 500;

/** A check's answer, for the value it was asked about. */
interface Availability extends SlugAvailabilityDto {
  value: string;
}

/**
 * The universal slug input (spec sections 4, 5, 8): the page's short link /{level}/{slug}. Shows
 * Loading, then the form, or 'Error: message' when the saved slug cannot be loaded. What is typed
 * is normalised at once; its availability is checked 500 ms after typing stops, when it differs
 * from the saved slug and is not empty. Save is disabled while the value is unchanged or empty.
 * Nothing is shown to a reader who may not save it: a first slug is a create, a change an edit.
 */
export function SlugInput({ artifactType, artifactID, may }: SlugInputProps) {
  const loaded = useGetSlugQuery(artifactID);
  if (loaded.error)
    return <p className="slug-input__error">{`Error: ${errorMessage(loaded.error)}`}</p>;
  if (!loaded.data) return <p className="slug-input__loading">Loading</p>;
  if (!(loaded.data.Slug === '' ? may.create : may.edit)) return null;
  return (
    <SlugForm
      key={loaded.data.Slug}
      artifactType={artifactType}
      artifactID={artifactID}
      saved={loaded.data.Slug}
      may={may}
    />
  );
}

function SlugForm({ artifactType, artifactID, saved, may }: SlugInputProps & { saved: string }) {
  const inputId = useId();
  const statusId = useId();
  const [value, setValue] = useState(saved);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [checkSlug] = useCheckSlugMutation();
  const [saveSlug, saving] = useSaveSlugMutation();

  // The availability check is the create rule's (POST /api/slug/available).
  const checkable = may.create && value !== '' && value !== saved;
  useEffect(() => {
    if (!checkable) return;
    const timer = setTimeout(() => {
      checkSlug(value)
        .unwrap()
        // Kept with the value it answers: only the answer for what the input shows is shown.
        .then((answer) => setAvailability({ ...answer, value }))
        .catch((error: unknown) => {
          window.alert(`Error checking slug availability: ${errorMessage(error)}`);
        });
    }, AVAILABILITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checkable, value, checkSlug]);

  const shown = checkable && availability?.value === value ? availability : null;
  const unchanged = value === saved;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged || value === '' || saving.isLoading) return;
    // The error area shows a refusal (409: taken meanwhile); a success loads the saved slug again.
    await saveSlug({ artifactType, artifactID, saved, slug: value })
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <form className="slug-input" onSubmit={(event) => void submit(event)} aria-label="Slug">
      <label htmlFor={inputId}>Slug</label>
      <div className="slug-input__row">
        <span
          className="slug-input__prefix"
          aria-hidden="true"
        >{`/${KIND_BASICS[artifactType].page.level}/`}</span>
        <input
          id={inputId}
          type="text"
          value={value}
          maxLength={SLUG_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
          onChange={(event) => {
            saving.reset();
            setValue(normaliseSlug(event.target.value));
          }}
        />
        <button
          type="submit"
          className="button button--small"
          disabled={unchanged || value === '' || saving.isLoading}
        >
          {saving.isLoading ? 'Submitting...' : 'Save'}
        </button>
      </div>
      <p id={statusId} className="slug-input__status" role="status">
        {shown &&
          (shown.Available ? (
            <span className="slug-input__available">{`${shown.Slug} is available`}</span>
          ) : (
            <span className="slug-input__taken">{shown.Reason ?? `${shown.Slug} is taken`}</span>
          ))}
      </p>
      <FormError error={saving.error} />
    </form>
  );
}
