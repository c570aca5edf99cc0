import { Link } from 'react-router-dom';
import { actionLabel } from '../../../api/kinds';
import type { RevisionDto } from '../../../api/types';
import { FormError } from '../../auth/components/form-status';
import { formatUtcDate } from '../../../shared/format-date';
import { LoadMore } from '../../../shared/components/load-more';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { cutDetail } from '../../revision/cut-detail';
import { editsShown, useGetUserEditsInfiniteQuery } from '../api/profile-api';

function EditEntry({ revision }: { revision: RevisionDto }) {
  const kind = TYPE_LABEL[revision.ArtifactType] ?? revision.ArtifactType;
  return (
    <li className="user-edit">
      <p className="user-edit__what">{actionLabel(revision.ActionName, revision.ArgsJSON)}</p>
      <p className="user-edit__where">
        <span className="artifact__kind">{kind}</span>{' '}
        {revision.ArtifactLink ? (
          <Link to={revision.ArtifactLink}>{revision.ArtifactName || revision.ArtifactLink}</Link>
        ) : (
          revision.ArtifactName
        )}
      </p>
      <p className="user-edit__meta muted">
        <time dateTime={revision.Created}>{formatUtcDate(revision.Created)}</time>
        {revision.UserDescription && (
          <>
            {' · '}
            <span className="user-edit__description" title={revision.UserDescription}>
              {cutDetail(revision.UserDescription)}
            </span>
          </>
        )}
      </p>
    </li>
  );
}

/** A user's edits, newest first: Load more while fewer than the total are shown. */
export function UserEditsList({ username }: { username: string }) {
  const {
    data,
    error,
    isError,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetUserEditsInfiniteQuery(username);
  if (!data) {
    return isError ? <FormError error={error} /> : <p className="loading">Loading...</p>;
  }
  const revisions = data.pages.flatMap((page) => page.Revisions);
  const total = data.pages.at(-1)?.Total ?? 0;
  if (revisions.length === 0) return <p className="muted">No edits yet.</p>;
  return (
    <>
      <p className="muted user-edits__count">
        {editsShown(data.pages)} of {total} {total === 1 ? 'edit' : 'edits'}, newest first
      </p>
      <ol className="user-edits" aria-label="Edits, newest first">
        {revisions.map((revision) => (
          <EditEntry key={revision.RevID} revision={revision} />
        ))}
      </ol>
      {hasNextPage && (
        <LoadMore
          className="user-edits__more"
          label="Load more"
          loading={isFetchingNextPage}
          error={isFetchNextPageError ? error : undefined}
          onLoad={() => void fetchNextPage()}
        />
      )}
    </>
  );
}
