import type { FormEvent } from 'react';
import { useLoginMutation } from '../api/auth-api';
import { useReturnToLastPage } from '../hooks/use-return-to-last-page';
import { FormField } from './form-field';
import { FormError, SubmitButton } from './form-status';
import { fieldValue } from './form-values';
import './auth-form.css';

export function LoginForm() {
  const [login, { isLoading, error }] = useLoginMutation();
  const returnToLastPage = useReturnToLastPage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await login({
      email: fieldValue(form, 'email').trim(),
      password: fieldValue(form, 'password'),
    });
    if (!result.error) returnToLastPage();
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-label="Log in">
      <FormField
        id="login-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormError error={error} />
      <SubmitButton submitting={isLoading} label="Log in" />
    </form>
  );
}
