import type { FormEvent } from 'react';
import { useSignupMutation } from '../api/auth-api';
import { useReturnToLastPage } from '../hooks/use-return-to-last-page';
import { FormField } from './form-field';
import { FormError, SubmitButton } from './form-status';
import { fieldValue } from './form-values';
import './auth-form.css';

export function SignupForm() {
  const [signup, { isLoading, error }] = useSignupMutation();
  const returnToLastPage = useReturnToLastPage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await signup({
      email: fieldValue(form, 'email').trim(),
      username: fieldValue(form, 'username').trim(),
      password: fieldValue(form, 'password'),
    });
    if (!result.error) returnToLastPage();
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-label="Sign up">
      <FormField
        id="signup-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormField
        id="signup-username"
        name="username"
        label="Username"
        autoComplete="username"
        hint="3 to 30 characters: letters, digits, _ and -."
        minLength={3}
        maxLength={30}
        pattern="[A-Za-z0-9_\-]+"
        required
      />
      <FormField
        id="signup-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        minLength={10}
        maxLength={200}
        required
      />
      <FormError error={error} />
      <SubmitButton submitting={isLoading} label="Sign up" />
    </form>
  );
}
