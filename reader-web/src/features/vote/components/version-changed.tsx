import type { ReactNode } from 'react';
import { fieldLabel } from '../../../api/kinds';
import type { DiffEntryDto } from '../../../api/types';
import { TextChanges } from '../../revision/components/revision-entry';
import { useGetArgChangesQuery } from '../api/vote-api';
import './version-changed.css';

function ChangedField({ change }: { change: DiffEntryDto }) {
  return (
    <div>
      <dt>{fieldLabel('arg', change.Field)}</dt>
      <dd>
        {change.Changes ? (
          <TextChanges pieces={change.Changes} />
        ) : (
          <>
            <del>{change.Old || '(empty)'}</del>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> changed to </span>
            <ins>{change.New || '(empty)'}</ins>
          </>
        )}
      </dd>
    </div>
  );
}

/** What changed in the argument since the version the reader rated (none recorded: no diff). */
function ChangesSince({ argID, since }: { argID: string; since: string }) {
  const { data, isError } = useGetArgChangesQuery({ argID, since }, { skip: since === '' });
  if (since === '' || isError) return null;
  if (!data) return <p className="loading">Loading what changed...</p>;
  if (data.Diff.length === 0) return null;
  return (
    <details className="version-changed__diff" open>
      <summary>What changed</summary>
      <dl>
        {data.Diff.map((change) => (
          <ChangedField key={change.Field} change={change} />
        ))}
      </dl>
    </details>
  );
}

interface VersionChangedProps {
  argID: string;
  /** The version the reader rated ('' when none is recorded). */
  since: string;
  keeping: boolean;
  /** Keep my rating: the same answer, on the current version. */
  onKeep: () => void;
  /** The way to change the rating (a button, or a link to the argument). */
  change: ReactNode;
}

/**
 * A rating of an earlier version of the argument: the notice, what changed since, and one click to
 * keep the rating for what the argument says now, or to change it.
 */
export function VersionChanged({ argID, since, keeping, onKeep, change }: VersionChangedProps) {
  return (
    <div className="version-changed">
      <p className="version-changed__note">
        <strong>This argument changed since you rated it.</strong>
      </p>
      <ChangesSince argID={argID} since={since} />
      <div className="vote-actions">
        <button type="button" className="button" onClick={onKeep} disabled={keeping}>
          {keeping ? 'Keeping...' : 'Keep my rating'}
        </button>
        {change}
      </div>
    </div>
  );
}
