import { AuthPage } from '../features/auth/components/auth-page';
import { SignupForm } from '../features/auth/components/signup-form';

export function SignupPage() {
  return (
    <AuthPage
      id="signup"
      title="Sign up"
      form={<SignupForm />}
      other={{ prompt: 'Already have an account?', to: '/login', label: 'Log in' }}
    />
  );
}
