import { Link } from 'react-router-dom';
import { actionLabel, fieldLabel } from '../../../api/kinds';
import type { RevisionDto, TextPieceDto } from '../../../api/types';
import { formatUtcDate } from '../../../shared/format-date';
import { cutDetail } from '../cut-detail';
import { RevertButton } from './revert-button';
import { ThanksButton } from './thanks-button';

/**
 * A changed value as a reader reads it: a structured one (an order, categories, a position, links)
 * by the server's reading of it, the titles it names or a link's title and address; text as it is.
 */
function DiffValue({ value, shown }: { value: string | null; shown?: string[] }) {
  if (!shown) return <>{value === null || value === '' ? '(empty)' : value}</>;
  if (shown.length === 0) return <>(none)</>;
  if (shown.length === 1) return <>{shown[0]}</>;
  return (
    <ol className="revision__items">
      {shown.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ol>
  );
}

/** A text edited in place: the kept words as they are, the removed ones struck, the added marked. */
export function TextChanges({ pieces }: { pieces: TextPieceDto[] }) {
  return (
    <span className="revision__changes">
      {pieces.map((piece, index) =>
        piece.Change === 'removed' ? (
          <del key={index}>{piece.Text}</del>
        ) : piece.Change === 'added' ? (
          <ins key={index}>{piece.Text}</ins>
        ) : (
          <span key={index}>{piece.Text}</span>
        ),
      )}
    </span>
  );
}

interface RevisionEntryProps {
  revision: RevisionDto;
  /** Offer "Revert to this revision": an older revision the server lets the reader restore. */
  mayRevert: boolean;
  /** Offer "Undo": a change the server lets the reader reverse on its own. */
  mayUndo: boolean;
}

export function RevisionEntry({ revision, mayRevert, mayUndo }: RevisionEntryProps) {
  return (
    <li className="revision" id={`revision-${revision.RevID}`}>
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
                  {change.Changes ? (
                    <TextChanges pieces={change.Changes} />
                  ) : (
                    <>
                      <del>
                        <DiffValue value={change.Old} shown={change.OldShown} />
                      </del>
                      <span aria-hidden="true"> → </span>
                      <span className="visually-hidden"> changed to </span>
                      <ins>
                        <DiffValue value={change.New} shown={change.NewShown} />
                      </ins>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <div className="revision__actions">
        {mayUndo && <RevertButton revision={revision} undo />}
        {mayRevert && <RevertButton revision={revision} />}
        <ThanksButton revision={revision} />
      </div>
    </li>
  );
}
