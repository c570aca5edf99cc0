import { useRevalidator } from 'react-router-dom';
import type { RevisionDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import { ACTION_PREFIX } from '../../artifact/artifact-types';
import { useEditArtifactMutation } from '../../edit/api/edit-api';

/** Restores the artifact to its state at this revision ({Type}Revert), then reloads the page. */
export function RevertButton({ revision }: { revision: RevisionDto }) {
  const [edit, { isLoading, error }] = useEditArtifactMutation();
  const revalidator = useRevalidator();

  async function revert() {
    const result = await edit({
      type: revision.ArtifactType,
      id: revision.ArtifactID,
      action: {
        ActionName: `${ACTION_PREFIX[revision.ArtifactType]}Revert`,
        ArgsJSON: JSON.stringify({ RevID: revision.RevID }),
      },
      revDesc: `Reverted to the revision of ${revision.Created.slice(0, 10)}`,
    });
    if (result.data) void revalidator.revalidate();
  }

  return (
    <span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={isLoading}
        onClick={revert}
      >
        {isLoading ? 'Submitting...' : 'Revert to this revision'}
      </button>
      {error && (
        <span role="alert" className="inline-error">
          {errorMessage(error)}
        </span>
      )}
    </span>
  );
}
