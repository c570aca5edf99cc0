import { Link } from 'react-router-dom';
import { AuthPage } from '../components/auth-page';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthPage
      id="login"
      title="Log in"
      form={<LoginForm />}
      aside={<Link to="/app/resetpassword">Forgot your password?</Link>}
      other={{ prompt: 'New here?', to: '/signup', label: 'Sign up' }}
    />
  );
}
