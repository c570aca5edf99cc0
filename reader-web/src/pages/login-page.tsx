import { Link } from 'react-router-dom';
import { LoginForm } from '../features/auth/components/login-form';

export function LoginPage() {
  return (
    <section className="narrow" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <LoginForm />
      <p>
        New here? <Link to="/signup">Sign up</Link>
      </p>
    </section>
  );
}
