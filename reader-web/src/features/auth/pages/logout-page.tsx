import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../shared/api/base-query';
import { useLogoutMutation } from '../api/auth-api';
import { useReturnToLastPage } from '../hooks/use-return-to-last-page';

export function LogoutPage() {
  const [logout, { error }] = useLogoutMutation();
  const returnToLastPage = useReturnToLastPage();
  // The request must go out once, even when effects run twice (StrictMode).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then((result) => {
      if (!result.error) returnToLastPage();
    });
  }, [logout, returnToLastPage]);

  return (
    <section className="narrow" aria-labelledby="logout-title">
      <h1 id="logout-title">Log out</h1>
      {error ? (
        <p role="alert" className="form-error">
          {errorMessage(error)}
        </p>
      ) : (
        <p aria-live="polite">Logging out...</p>
      )}
    </section>
  );
}
