import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { RevisionDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import { ACTION_PREFIX } from '../../artifact/artifact-types';
import { useEditArtifactMutation } from '../../edit/api/edit-api';

interface RevisionActionProps {
  revision: RevisionDto;
  /** true: undo this one revision; false: restore the state it left (after a confirmation). */
  undo?: boolean;
}

/**
 * "Undo" reverses this one revision's changes ({Type}Revert with Undo: the server refuses when
 * later edits changed the same fields); "Revert to this revision" restores the whole state it left,
 * undoing every later change, so it asks first. The server writes the new revision's description
 * ("Undid the edit to “Title” by Ada on 29 Nov 2026, 02:33 UTC"). The page reloads after either.
 */
export function RevertButton({ revision, undo = false }: RevisionActionProps) {
  const [edit, { isLoading, error, reset }] = useEditArtifactMutation();
  const [confirming, setConfirming] = useState(false);
  const revalidator = useRevalidator();

  async function send() {
    setConfirming(false);
    const result = await edit({
      type: revision.ArtifactType,
      id: revision.ArtifactID,
      action: {
        ActionName: `${ACTION_PREFIX[revision.ArtifactType]}Revert`,
        ArgsJSON: JSON.stringify(
          undo ? { RevID: revision.RevID, Undo: true } : { RevID: revision.RevID },
        ),
      },
      revDesc: '',
    });
    if (result.data) void revalidator.revalidate();
  }

  const label = undo ? 'Undo' : 'Revert to this revision';
  return (
    <span className="revision-action">
      {confirming ? (
        <span role="group" aria-label="Confirm the revert">
          <span>Revert to this revision? Every change made after it is undone.</span>{' '}
          <button type="button" className="button button--small" onClick={send}>
            Revert
          </button>{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={isLoading}
          title={undo ? 'Reverse this one change, keeping the changes made after it' : undefined}
          onClick={() => {
            reset();
            if (undo) void send();
            else setConfirming(true);
          }}
        >
          {isLoading ? 'Submitting...' : label}
        </button>
      )}
      {error && (
        <span role="alert" className="inline-error">
          {errorMessage(error)}
        </span>
      )}
    </span>
  );
}
