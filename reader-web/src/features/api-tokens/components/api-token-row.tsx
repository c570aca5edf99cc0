import { useState } from 'react';
import { errorMessage } from '../../../shared/api/base-query';
import { formatUtcDate } from '../../../shared/format-date';
import { type ApiToken, useRevokeApiTokenMutation } from '../api/api-tokens-api';

/** One token of the list; Revoke asks first (programs using it are refused at once). */
export function ApiTokenRow({ token }: { token: ApiToken }) {
  const [revoke, { isLoading, error, reset }] = useRevokeApiTokenMutation();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <tr>
        <th scope="row">{token.Name}</th>
        <td data-label="Scope">{token.Scope === 'write' ? 'Write' : 'Read'}</td>
        <td data-label="Token">
          <code>{token.Prefix}…</code>
        </td>
        <td data-label="Created">{formatUtcDate(token.Created)}</td>
        <td data-label="Last used">{token.LastUsed ? formatUtcDate(token.LastUsed) : 'Never'}</td>
        <td>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={isLoading || confirming}
            aria-label={`Revoke ${token.Name}`}
            onClick={() => {
              reset();
              setConfirming(true);
            }}
          >
            {isLoading ? 'Revoking...' : 'Revoke'}
          </button>
          {error && (
            <span role="alert" className="inline-error">
              {errorMessage(error)}
            </span>
          )}
        </td>
      </tr>
      {confirming && (
        <tr className="api-tokens__confirm">
          <td colSpan={6}>
            <span role="group" aria-label={`Confirm revoking ${token.Name}`}>
              <span>Revoke “{token.Name}”? Programs using it are refused at once.</span>{' '}
              <button
                type="button"
                className="button button--small"
                onClick={() => {
                  setConfirming(false);
                  void revoke(token.ID);
                }}
              >
                Revoke
              </button>{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </span>
          </td>
        </tr>
      )}
    </>
  );
}
