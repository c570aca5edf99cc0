import { Link } from 'react-router-dom';
import { SignupForm } from '../features/auth/components/signup-form';

export function SignupPage() {
  return (
    <section className="narrow" aria-labelledby="signup-title">
      <h1 id="signup-title">Sign up</h1>
      <SignupForm />
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
