import { type FormEvent, useState } from 'react';
import { FormField } from '../../auth/components/form-field';
import { FormError, SubmitButton } from '../../auth/components/form-status';
import { fieldValue } from '../../auth/components/form-values';
import {
  type CreatedApiToken,
  useCreateApiTokenMutation,
  useGetApiTokensQuery,
} from '../api/api-tokens-api';
import { ApiTokenRow } from './api-token-row';
import { NewTokenPanel } from './new-token-panel';
import './api-tokens.css';

const NAME_MAX = 60;

/** /app/settings: the reader's personal API tokens, for bots and mirrors. */
export function ApiTokensSection() {
  const tokens = useGetApiTokensQuery();
  const [create, { isLoading, error, reset }] = useCreateApiTokenMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = fieldValue(form, 'tokenName').trim();
    const scope = fieldValue(form, 'tokenScope') === 'write' ? 'write' : 'read';
    reset();
    setCreated(null);
    const found = name === '' ? 'Give the token a name, to tell it apart.' : null;
    setProblem(found);
    if (found) return;
    const result = await create({ Name: name, Scope: scope });
    if (result.data) {
      form.reset();
      setCreated(result.data);
    }
  }

  const list = tokens.data?.Tokens ?? [];
  const full = tokens.data !== undefined && list.length >= tokens.data.Max;
  return (
    <section className="api-tokens" aria-labelledby="settings-tokens-title">
      <h2 id="settings-tokens-title">API tokens</h2>
      <p>
        A personal API token lets a program (a bot, a mirror) use the <a href="/api/docs">API</a> as
        you, without a browser: it sends <code>Authorization: Bearer &lt;token&gt;</code>. A read
        token may only read; a write token may do whatever your account may. Revoke a token as soon
        as it is no longer needed.
      </p>
      {created && <NewTokenPanel created={created} onDone={() => setCreated(null)} />}
      {tokens.data ? (
        list.length === 0 ? (
          <p>You have no API tokens.</p>
        ) : (
          <table className="api-tokens__table">
            <caption className="visually-hidden">Your API tokens</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scope</th>
                <th scope="col">Token</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((token) => (
                <ApiTokenRow key={token.ID} token={token} />
              ))}
            </tbody>
          </table>
        )
      ) : tokens.isError ? (
        <FormError error={tokens.error} />
      ) : (
        <p className="loading">Loading...</p>
      )}
      <form
        className="auth-form api-tokens__form"
        aria-label="New API token"
        onSubmit={handleSubmit}
        noValidate
      >
        <h3>New token</h3>
        <FormField
          id="token-name"
          name="tokenName"
          label="Name"
          hint="What it is for, e.g. “Mirror bot”"
          maxLength={NAME_MAX}
          autoComplete="off"
        />
        <fieldset className="api-tokens__scope">
          <legend>Scope</legend>
          <label>
            <input type="radio" name="tokenScope" value="read" defaultChecked /> Read: it may only
            read
          </label>
          <label>
            <input type="radio" name="tokenScope" value="write" /> Write: it may do whatever your
            account may
          </label>
        </fieldset>
        <FormError problem={problem} error={error} />
        {full ? (
          <p>You have as many tokens as an account may hold; revoke one to make another.</p>
        ) : (
          <SubmitButton submitting={isLoading} label="Create token" />
        )}
      </form>
    </section>
  );
}
