import { Link, useSearchParams } from 'react-router-dom';
import { UnsubscribeConfirm } from '../components/unsubscribe-confirm';

/** /unsubscribe?token=...: the link at the foot of every digest; no login needed. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section className="narrow" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">E-mail digests</h1>
      {token ? (
        <UnsubscribeConfirm token={token} />
      ) : (
        <p>This link has no token: open it as the e-mail gave it.</p>
      )}
      <p>
        Signed in? Choose how often digests come in your <Link to="/app/settings">settings</Link>.
      </p>
    </section>
  );
}
