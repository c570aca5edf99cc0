import type { FormEvent, InputHTMLAttributes } from 'react';
import { useReturnToLastPage } from '../hooks/use-return-to-last-page';
import { FormField } from './form-field';
import { FormError, SubmitButton } from './form-status';
import { fieldValue } from './form-values';
import './auth-form.css';

export interface AuthField<Name extends string> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name'
> {
  name: Name;
  label: string;
  hint?: string;
  /** Spaces around the value are dropped (everything but passwords). */
  trim?: boolean;
}

/** The email field, the same on the login and signup forms. */
export const EMAIL_FIELD: AuthField<'email'> = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  required: true,
  trim: true,
};

interface AuthFormProps<Name extends string> {
  /** The form's accessible name and its submit button's label. */
  label: string;
  /** Prefix of the inputs' ids, e.g. 'login' for login-email. */
  idPrefix: string;
  fields: readonly AuthField<Name>[];
  submitting: boolean;
  error: unknown;
  /** Sends the values; on success the reader goes back to the page they came from. */
  onSubmit: (values: Record<Name, string>) => PromiseLike<{ error?: unknown }>;
  /** Where the reader goes on success instead (a new member: /welcome). */
  onDone?: () => void;
}

/** The log-in and sign-up form: fields, the server's error sentence, and a submit button. */
export function AuthForm<Name extends string>({
  label,
  idPrefix,
  fields,
  submitting,
  error,
  onSubmit,
  onDone,
}: AuthFormProps<Name>) {
  const returnToLastPage = useReturnToLastPage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      fields.map(({ name, trim }) => {
        const value = fieldValue(form, name);
        return [name, trim ? value.trim() : value];
      }),
    ) as Record<Name, string>;
    const result = await onSubmit(values);
    if (!result.error) (onDone ?? returnToLastPage)();
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-label={label}>
      {fields.map(({ name, trim: _trim, ...field }) => (
        <FormField key={name} id={`${idPrefix}-${name}`} name={name} {...field} />
      ))}
      <FormError error={error} />
      <SubmitButton submitting={submitting} label={label} />
    </form>
  );
}
