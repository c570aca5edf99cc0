import { useState } from 'react';
import type { CreatedApiToken } from '../api/api-tokens-api';

interface NewTokenPanelProps {
  created: CreatedApiToken;
  onDone: () => void;
}

/** The new token, shown this once (the server keeps only its hash), with a copy button. */
export function NewTokenPanel({ created, onDone }: NewTokenPanelProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.Token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="api-tokens__new" role="region" aria-label="Your new API token">
      <p role="status">
        Token “{created.ApiToken.Name}” created. Copy it now: it will not be shown again.
      </p>
      <div className="api-tokens__secret">
        <input
          aria-label="New API token"
          readOnly
          value={created.Token}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copy}>
          Copy
        </button>
      </div>
      {copied && (
        <p aria-live="polite">
          {copied === 'yes' ? 'Copied.' : 'Could not copy: select the token and copy it yourself.'}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}
