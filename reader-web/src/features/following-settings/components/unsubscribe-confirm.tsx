import { FormError, SubmitButton } from '../../auth/components/form-status';
import { useGetUnsubscribeQuery, useUnsubscribeMutation } from '../api/following-settings-api';
import './following-settings.css';

/** Asks before stopping the digests of the link's reader (no login: the token is the permission). */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const state = useGetUnsubscribeQuery(token);
  const [unsubscribe, { data: done, isLoading, error }] = useUnsubscribeMutation();

  if (state.isError) return <FormError error={state.error} />;
  if (!state.data) return <p className="loading">Loading...</p>;
  const { Username } = state.data;
  if (done)
    return (
      <p role="status" className="unsubscribe__done">
        E-mail digests for {done.Username} are off. You can turn them on again in your settings.
      </p>
    );
  return (
    <form
      className="auth-form"
      aria-label="Stop e-mail digests"
      onSubmit={(event) => {
        event.preventDefault();
        void unsubscribe(token);
      }}
    >
      <p>Stop e-mail digests for {Username}?</p>
      {state.data.Digest === 'off' && <p>They are already off.</p>}
      <FormError error={error} />
      <SubmitButton submitting={isLoading} label="Stop e-mail digests" />
    </form>
  );
}
