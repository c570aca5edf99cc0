import type { ArtifactType } from '../../../api/types';
import { useGetHistoryQuery } from '../api/revision-api';
import { RevisionEntry } from './revision-entry';
import './history.css';

/** The revisions of an artifact, newest first. */
export function HistoryList({ type, id }: { type: ArtifactType; id: string }) {
  const { data } = useGetHistoryQuery({ type, id });
  if (!data) return null;
  if (data.Revisions.length === 0) return <p className="muted">No revisions yet.</p>;
  return (
    <ol className="revision-list" aria-label="Revisions, newest first">
      {data.Revisions.map((revision, index) => (
        <RevisionEntry key={revision.RevID} revision={revision} isCurrent={index === 0} />
      ))}
    </ol>
  );
}
