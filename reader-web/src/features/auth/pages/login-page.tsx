import { AuthPage } from '../components/auth-page';
import { LoginForm } from '../components/login-form';

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
