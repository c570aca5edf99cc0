import { type FormEvent, useState } from 'react';
import { useChangePasswordMutation } from '../api/auth-api';
import { newPasswordProblem, PASSWORD_MAX } from '../password-policy';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { FormError, SubmitButton } from './form-status';
import { fieldValue } from './form-values';
import './auth-form.css';

const DONE =
  'Your password has been changed. You are still logged in here; every other session has been logged out.';

/** The first problem the reader can be told before asking the server, or null. */
function problemOf(current: string, next: string, confirmation: string): string | null {
  if (current === '') return 'Enter your current password.';
  const policy = newPasswordProblem(next);
  if (policy) return policy;
  if (next !== confirmation) return 'The new password and its confirmation differ.';
  if (next === current) return 'The new password must differ from the current one.';
  return null;
}

/**
 * /app/settings: current password, new password twice. The server keeps this session (under a
 * new id) and logs out every other one.
 */
export function ChangePasswordForm() {
  const [change, { isLoading, error, reset }] = useChangePasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const oldPassword = fieldValue(form, 'oldPassword');
    const newPassword = fieldValue(form, 'newPassword');
    setChanged(false);
    reset();
    const found = problemOf(oldPassword, newPassword, fieldValue(form, 'confirmation'));
    setProblem(found);
    if (found) return;
    const result = await change({ oldPassword, newPassword });
    if (!result.error) {
      form.reset();
      setChanged(true);
    }
  }

  return (
    <form className="auth-form" aria-label="Change password" onSubmit={handleSubmit} noValidate>
      <FormField
        id="password-current"
        name="oldPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
      />
      <NewPasswordFields idPrefix="password" />
      <FormError problem={problem} error={error} />
      {changed && <p role="status">{DONE}</p>}
      <SubmitButton submitting={isLoading} label="Change password" />
    </form>
  );
}
