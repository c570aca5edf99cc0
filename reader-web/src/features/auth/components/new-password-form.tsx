import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResetPasswordMutation } from '../api/auth-api';
import { newPasswordProblem } from '../password-policy';
import { NewPasswordFields } from './new-password-fields';
import { FormError, SubmitButton } from './form-status';
import { fieldValue } from './form-values';
import './auth-form.css';

/**
 * /app/resetpassword?token=...: the new password, twice. The server sets it, signs the account out
 * everywhere and signs the reader in; the reader then goes to the home page.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const newPassword = fieldValue(form, 'newPassword');
    const found =
      newPasswordProblem(newPassword) ??
      (newPassword === fieldValue(form, 'confirmation')
        ? null
        : 'The new password and its confirmation differ.');
    setProblem(found);
    if (found) return;
    const result = await resetPassword({ token, newPassword });
    if (!result.error) navigate('/', { state: { passwordReset: true } });
  }

  return (
    <form
      className="auth-form"
      aria-label="Choose a new password"
      onSubmit={handleSubmit}
      noValidate
    >
      <NewPasswordFields idPrefix="reset" />
      <FormError problem={problem} error={error} />
      <SubmitButton submitting={isLoading} label="Set the new password" />
    </form>
  );
}
