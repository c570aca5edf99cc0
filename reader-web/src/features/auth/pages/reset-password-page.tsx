import { Link, useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';

/**
 * /app/resetpassword: without a token, the form asking for a link by e-mail; with the token of a
 * mailed link, the form choosing the new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section className="narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">{token ? 'Choose a new password' : 'Forgot your password?'}</h1>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
      <p>
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
