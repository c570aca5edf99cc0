import { type FormEvent, useState } from 'react';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { FormField } from './form-field';
import { FormError, SubmitButton } from './form-status';
import { fieldValue } from './form-values';
import './auth-form.css';

/**
 * /app/resetpassword: the reader's e-mail address; the server mails a link to the account that
 * uses it, if one does, and says the same either way.
 */
export function RequestResetForm() {
  const [request, { isLoading, error }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = fieldValue(event.currentTarget, 'email').trim();
    setSentTo(null);
    const result = await request({ email });
    if (!result.error) setSentTo(email);
  }

  return (
    <form className="auth-form" aria-label="Reset password" onSubmit={handleSubmit}>
      <FormField
        id="reset-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        hint="The address your account uses. We mail it a link to choose a new password."
      />
      <FormError error={error} />
      {sentTo && (
        <p role="status">
          If an account uses {sentTo}, a link to reset its password is on its way. It works once,
          for an hour. Nothing there? Look in your spam folder, or check the address.
        </p>
      )}
      <SubmitButton submitting={isLoading} label="Send the link" />
    </form>
  );
}
