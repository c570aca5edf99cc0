import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { FormError } from '../../auth/components/form-status';
import { useGetLogInfiniteQuery } from '../api/log-api';
import {
  LOG_ACTIONS,
  LOG_FILTER_LABEL,
  logPath,
  logQueryOf,
  type LogAction,
  type LogQuery,
} from '../log-actions';
import { LogEntry } from './log-entry';
import './log.css';

/** All actions, then one link per action: each a plain link, so it works before any script. */
function LogFilter({ current }: { current: LogAction | null }) {
  const choices: [LogAction | null, string][] = [
    [null, 'All actions'],
    ...LOG_ACTIONS.map((action): [LogAction, string] => [action, LOG_FILTER_LABEL[action]]),
  ];
  return (
    <nav className="log-filter" aria-label="Show actions">
      <ul>
        {choices.map(([action, label]) => (
          <li key={label}>
            <Link
              to={logPath(action)}
              className={action === current ? 'active' : undefined}
              aria-current={action === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function emptyText({ action, page }: LogQuery): string {
  if (page > 1) return 'No older entries.';
  return action
    ? `No ${LOG_FILTER_LABEL[action].toLowerCase()} logged yet.`
    : 'No moderation actions logged yet.';
}

function LogEntries({ query }: { query: LogQuery }) {
  const {
    data,
    error,
    isError,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetLogInfiniteQuery(query);
  if (!data) {
    return isError ? <FormError error={error} /> : <p className="loading">Loading...</p>;
  }
  const entries = data.pages.flatMap((page) => page.Entries);
  const nextPage = query.page + data.pages.length;
  return (
    <>
      {query.page > 1 && (
        <p className="log-paging muted">
          Older entries, from page {query.page}.{' '}
          <Link to={logPath(query.action)}>Show the newest</Link>
        </p>
      )}
      {entries.length === 0 ? (
        <p className="empty-state">{emptyText(query)}</p>
      ) : (
        <ol className="log-list" aria-label="Moderation actions, newest first">
          {entries.map((entry) => (
            <LogEntry key={entry.LogID} entry={entry} />
          ))}
        </ol>
      )}
      {hasNextPage && (
        // A link to the next page (which works without script) that, once hydrated, adds it here.
        <p className="log-more">
          <Link
            className="button button--secondary"
            to={logPath(query.action, nextPage)}
            aria-disabled={isFetchingNextPage || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            {isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Link>
          {isFetchNextPageError && (
            <span role="alert" className="inline-error">
              {errorMessage(error)}
            </span>
          )}
        </p>
      )}
    </>
  );
}

/** /log: the public moderation log, newest first, filtered by action (?action=), from ?page=. */
export function LogView() {
  const [searchParams] = useSearchParams();
  // The loader answered 404 for any other filter or page.
  const query = logQueryOf(searchParams);
  if (!query) return null;
  return (
    <section className="log" aria-labelledby="log-title">
      <h1 id="log-title">Moderation log</h1>
      <p className="lead">
        Every deletion, restoration, undo, comment removal and role change by the site’s editors,
        moderators and admins, newest first, with the reason they gave.
      </p>
      <LogFilter current={query.action} />
      <LogEntries key={logPath(query.action, query.page)} query={query} />
    </section>
  );
}
