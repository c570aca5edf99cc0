import { useNavigate } from 'react-router-dom';
import { useSignupMutation } from '../api/auth-api';
import { AuthForm, EMAIL_FIELD, type AuthField } from './auth-form';
import { NEW_PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN } from './new-password-fields';

const FIELDS: readonly AuthField<'email' | 'username' | 'password'>[] = [
  EMAIL_FIELD,
  {
    name: 'username',
    label: 'Username',
    autoComplete: 'username',
    hint: '3 to 30 characters: letters, digits, _ and -.',
    minLength: 3,
    maxLength: 30,
    pattern: '[A-Za-z0-9_\\-]+',
    required: true,
    trim: true,
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    // The rules the server applies to a new password, as the change and reset forms state them.
    hint: NEW_PASSWORD_HINT,
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    required: true,
  },
];

/** A new member goes to /welcome, which leads back to the page they came from. */
export function SignupForm() {
  const [signup, { isLoading, error }] = useSignupMutation();
  const navigate = useNavigate();
  return (
    <AuthForm
      label="Sign up"
      idPrefix="signup"
      fields={FIELDS}
      submitting={isLoading}
      error={error}
      onSubmit={signup}
      onDone={() => void navigate('/welcome', { replace: true })}
    />
  );
}
