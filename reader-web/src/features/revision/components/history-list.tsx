import type { ArtifactType } from '../../../api/types';
import { LoadMore } from '../../../shared/components/load-more';
import { useGetHistoryInfiniteQuery } from '../api/revision-api';
import { useMayRevert, useMayUndo } from '../hooks/use-may-revert';
import { RevisionEntry } from './revision-entry';
import './history.css';

/** The revisions of an artifact, newest first, a page at a time ("Load more"). */
export function HistoryList({ type, id }: { type: ArtifactType; id: string }) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, error } =
    useGetHistoryInfiniteQuery({ type, id });
  const mayRevert = useMayRevert(type, data?.pages[0]?.AccessKind);
  const mayUndo = useMayUndo(type, data?.pages[0]?.AccessKind);
  if (!data) return null;
  const revisions = data.pages.flatMap((page) => page.Revisions);
  if (revisions.length === 0) return <p className="muted">No revisions yet.</p>;
  return (
    <>
      <ol className="revision-list" aria-label="Revisions, newest first">
        {revisions.map((revision, index) => (
          <RevisionEntry
            key={revision.RevID}
            revision={revision}
            // The newest revision is the current state: there is nothing to revert to.
            mayRevert={index > 0 && mayRevert(revision, revisions[0])}
            mayUndo={mayUndo(revision)}
          />
        ))}
      </ol>
      {hasNextPage && (
        <LoadMore
          className="revision-list__more"
          label="Load more"
          loading={isFetchingNextPage}
          error={isFetchNextPageError ? error : undefined}
          onLoad={() => void fetchNextPage()}
        />
      )}
    </>
  );
}
