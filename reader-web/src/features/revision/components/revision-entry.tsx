import { Link } from 'react-router-dom';
import { actionLabel, fieldLabel } from '../../../api/kinds';
import type { RevisionDto } from '../../../api/types';
import { useViewer } from '../../auth/hooks/use-viewer';
import { formatUtcDate } from '../../../shared/format-date';
import { CategoryNames } from '../../category/components/category-names';
import { cutDetail } from '../cut-detail';
import { RevertButton } from './revert-button';
import { ThanksButton } from './thanks-button';

function shown(value: string | null): string {
  return value === null || value === '' ? '(empty)' : value;
}

/** A changed value as a reader reads it: a question's categories by their titles. */
function DiffValue({ field, value }: { field: string; value: string | null }) {
  if (field === 'Categories' && value) return <CategoryNames value={value} />;
  return <>{shown(value)}</>;
}

interface RevisionEntryProps {
  revision: RevisionDto;
  /** The newest revision is the current state: there is nothing to revert to. */
  isCurrent: boolean;
}

export function RevisionEntry({ revision, isCurrent }: RevisionEntryProps) {
  const { user } = useViewer();
  return (
    <li className="revision">
      <p className="revision__meta">
        <time dateTime={revision.Created}>{formatUtcDate(revision.Created)}</time>
        {' · '}
        <Link to={`/u/${encodeURIComponent(revision.UsernameCased.toLowerCase())}`}>
          {revision.UsernameCased}
        </Link>
      </p>
      <p className="revision__action">{actionLabel(revision.ActionName, revision.ArgsJSON)}</p>
      <p className="revision__detail" title={revision.UserDescription}>
        {cutDetail(revision.UserDescription)}
      </p>
      {revision.Diff.length > 0 && (
        <details className="revision__diff">
          <summary>Show changes</summary>
          <dl>
            {revision.Diff.map((change) => (
              <div key={change.Field}>
                <dt>{fieldLabel(revision.ArtifactType, change.Field)}</dt>
                <dd>
                  <del>
                    <DiffValue field={change.Field} value={change.Old} />
                  </del>
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> changed to </span>
                  <ins>
                    <DiffValue field={change.Field} value={change.New} />
                  </ins>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <div className="revision__actions">
        {user && !isCurrent && <RevertButton revision={revision} />}
        <ThanksButton revision={revision} />
      </div>
    </li>
  );
}
