import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { formatUtcDate } from '../../../shared/format-date';
import { type WatchChange, useGetWatchChangesQuery } from '../api/watch-api';

const PAGE = 20;

const REASON_WORD: Record<WatchChange['Reason'], string> = {
  edit: 'Edited',
  comment: 'New comment on',
  reply: 'Reply about',
  mention: 'Mention in',
  quote: 'Quote added to',
  link: 'Link added to',
  suggestion: 'Suggestion resolved on',
  report: 'Report handled on',
  changed: 'Changed:',
  thanks: 'Thanks for',
};

/** Recent changes to what the reader follows, newest first; Older pages back by event id. */
export function WatchChanges() {
  // The Before of each page shown so far: the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const { data, error, isFetching } = useGetWatchChangesQuery({ Before: before, Limit: PAGE });
  if (error)
    return (
      <p role="alert" className="inline-error">
        {errorMessage(error)}
      </p>
    );
  if (!data) return <p className="loading">Loading...</p>;
  if (data.Changes.length === 0 && cursors.length === 1)
    return <p className="muted">Nothing has changed in what you follow yet.</p>;
  return (
    <>
      <ol className="watchlist__changes">
        {data.Changes.map((change) => (
          <li key={change.ID}>
            <Link to={change.Link}>
              {REASON_WORD[change.Reason]} {change.SubjectName}
            </Link>{' '}
            <span className="muted">
              {change.ActorName && <>by {change.ActorName}, </>}
              <time dateTime={change.CreatedAt}>{formatUtcDate(change.CreatedAt)}</time>
            </span>
          </li>
        ))}
      </ol>
      {(cursors.length > 1 || data.Next) && (
        <nav aria-label="Pages of recent changes" className="watchlist__pager">
          <button
            type="button"
            className="button button--secondary"
            disabled={cursors.length === 1 || isFetching}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Newer
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!data.Next || isFetching}
            onClick={() => data.Next && setCursors([...cursors, data.Next])}
          >
            Older
          </button>
        </nav>
      )}
    </>
  );
}
