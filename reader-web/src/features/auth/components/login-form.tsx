import { useLoginMutation } from '../api/auth-api';
import { AuthForm, EMAIL_FIELD, type AuthField } from './auth-form';

const FIELDS: readonly AuthField<'email' | 'password'>[] = [
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
];

export function LoginForm() {
  const [login, { isLoading, error }] = useLoginMutation();
  return (
    <AuthForm
      label="Log in"
      idPrefix="login"
      fields={FIELDS}
      submitting={isLoading}
      error={error}
      onSubmit={login}
    />
  );
}
