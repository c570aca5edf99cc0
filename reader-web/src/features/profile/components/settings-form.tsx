import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProfileFieldsDto, SetProfileFieldsRequest } from '../../../api/types';
import { FormError, SubmitButton } from '../../auth/components/form-status';
import { LimitedTextField } from '../../edit/components/limited-text-field';
import { type FieldRule, lengthProblem } from '../../edit/limits';
import { useSetProfileFieldsMutation } from '../api/profile-api';

/** The spec's size hints (section 5) are the limits: the server refuses more. */
export const PROFILE_RULES = {
  fullName: { min: 0, max: 200, multiline: false },
  bio: { min: 0, max: 5000, multiline: true },
  location: { min: 0, max: 50, multiline: false },
  userExpertise: { min: 0, max: 5000, multiline: true },
} as const satisfies Record<string, FieldRule>;

type TextName = keyof typeof PROFILE_RULES;

const TEXT_FIELDS: { name: TextName; label: string; hint?: string }[] = [
  { name: 'fullName', label: 'Full name' },
  { name: 'bio', label: 'Bio', hint: 'A few words about you.' },
  { name: 'location', label: 'Location' },
  {
    name: 'userExpertise',
    label: 'Expertise',
    hint: 'What you know well: your field, your work, what you have studied.',
  },
];

interface Values {
  fullName: string;
  bio: string;
  location: string;
  link: string;
  userExpertise: string;
  userCats: string[];
}

function valuesOf(fields: ProfileFieldsDto): Values {
  return {
    fullName: fields.FullName,
    bio: fields.Bio,
    location: fields.Location,
    link: fields.Link,
    userExpertise: fields.UserExpertise,
    userCats: fields.UserCats,
  };
}

/** The first field over its limit, as a sentence, or null. */
function limitProblem(values: Values): string | null {
  for (const { name, label } of TEXT_FIELDS) {
    const problem = lengthProblem(label.toLowerCase(), values[name], PROFILE_RULES[name]);
    if (problem) return problem;
  }
  return null;
}

/** What the form shows: the whole profile (/app/settings), or one part of it. */
export type ProfilePart = 'all' | 'interests' | 'expertise';

interface SettingsFormProps {
  fields: ProfileFieldsDto;
  /** The signed-in user's username: Save goes to their profile, unless `after` says where. */
  username: string;
  part?: ProfilePart;
  /** Where Save goes. */
  after?: string;
  /** The submit button's label. */
  saveLabel?: string;
}

/**
 * The profile form: texts with their counters, interests, Save. /app/interests and /app/expertise
 * show one part of it; the other fields are sent back as they were.
 */
export function SettingsForm({
  fields,
  username,
  part = 'all',
  after,
  saveLabel = 'Save',
}: SettingsFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => valuesOf(fields));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, error, reset }] = useSetProfileFieldsMutation();

  const set = (name: keyof Values) => (value: Values[typeof name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  function toggleCategory(id: string, checked: boolean) {
    setValues((current) => ({
      ...current,
      userCats: checked
        ? [...current.userCats.filter((cat) => cat !== id), id]
        : current.userCats.filter((cat) => cat !== id),
    }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    reset();
    const tooLong = limitProblem(values);
    setProblem(tooLong);
    if (tooLong) return;
    const body: SetProfileFieldsRequest = { ...values, link: values.link.trim() };
    try {
      await save(body).unwrap();
      void navigate(after ?? `/u/${encodeURIComponent(username)}`);
    } catch {
      // The error shows in the form's error area.
    }
  }

  return (
    <form className="settings-form" onSubmit={handleSubmit} noValidate>
      {TEXT_FIELDS.filter(
        ({ name }) => part === 'all' || (part === 'expertise' && name === 'userExpertise'),
      ).map(({ name, label, hint }) => (
        <LimitedTextField
          key={name}
          id={`settings-${name}`}
          label={label}
          hint={hint}
          value={values[name]}
          onChange={set(name)}
          rule={PROFILE_RULES[name]}
          kind={PROFILE_RULES[name].multiline ? 'multiline' : 'line'}
        />
      ))}
      {part === 'all' && (
        <div className="form-field">
          <label htmlFor="settings-link">Link</label>
          <p id="settings-link-hint" className="form-field__hint">
            Your website or a page about you (https://...).
          </p>
          <input
            id="settings-link"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={values.link}
            onChange={(event) => set('link')(event.target.value)}
            aria-describedby="settings-link-hint"
          />
        </div>
      )}
      {part !== 'expertise' && (
        <fieldset className="settings-form__interests">
          <legend>Interests</legend>
          {fields.AllCategories.length === 0 ? (
            <p className="muted">There are no categories yet.</p>
          ) : (
            <ul>
              {fields.AllCategories.map((category) => (
                <li key={category.CategoryID}>
                  <label>
                    <input
                      type="checkbox"
                      checked={values.userCats.includes(category.CategoryID)}
                      onChange={(event) =>
                        toggleCategory(category.CategoryID, event.currentTarget.checked)
                      }
                    />{' '}
                    {category.Title}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : (
        <FormError error={error} />
      )}
      <SubmitButton submitting={isLoading} label={saveLabel} />
    </form>
  );
}
