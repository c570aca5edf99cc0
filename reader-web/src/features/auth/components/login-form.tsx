import { useLoginMutation } from '../api/auth-api';
import { AuthForm, type AuthField } from './auth-form';

const FIELDS: readonly AuthField<'email' | 'password'>[] = [
  // The API's field is "email"; it takes the username as well.
  {
    name: 'email',
    label: 'Email or username',
    autoComplete: 'username',
    autoCapitalize: 'none',
    spellCheck: false,
    maxLength: 254,
    required: true,
    trim: true,
  },
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
