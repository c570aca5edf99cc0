import { AuthPage } from '../features/auth/components/auth-page';
import { LoginForm } from '../features/auth/components/login-form';

export function LoginPage() {
  return (
    <AuthPage
      id="login"
      title="Log in"
      form={<LoginForm />}
      other={{ prompt: 'New here?', to: '/signup', label: 'Sign up' }}
    />
  );
}
