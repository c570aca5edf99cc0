import { AuthPage } from '../components/auth-page';
import { SignupForm } from '../components/signup-form';

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
