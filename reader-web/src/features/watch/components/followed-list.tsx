import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import {
  type WatchlistItem,
  type WatchLevel,
  type WatchRef,
  useGetWatchlistQuery,
  useSetWatchMutation,
  useStopWatchingMutation,
} from '../api/watch-api';
import { LEVEL_LABEL, LEVELS, untilText } from '../watch-words';

const PAGE = 20;

const KIND_WORD: Record<WatchlistItem['TargetType'], string> = {
  convo: 'Question',
  pos: 'Position',
  arg: 'Argument',
  person: 'Person',
  category: 'Category',
  user: 'User',
};

/** What the reader follows, most recently set first, a page at a time. */
export function FollowedList() {
  const [offset, setOffset] = useState(0);
  const { data, error, isFetching } = useGetWatchlistQuery({ Offset: offset, Limit: PAGE });
  if (error)
    return (
      <p role="alert" className="inline-error">
        {errorMessage(error)}
      </p>
    );
  if (!data) return <p className="loading">Loading...</p>;
  if (data.Total === 0)
    return (
      <p className="muted">
        You follow nothing yet. Use the Watch button on a question, position, argument, person,
        category or profile.
      </p>
    );
  const last = Math.min(offset + data.Watches.length, data.Total);
  return (
    <>
      <p className="muted">
        {offset + 1}–{last} of {data.Total}
      </p>
      <table className="watchlist__table">
        <caption className="visually-hidden">What you follow</caption>
        <thead>
          <tr>
            <th scope="col">Following</th>
            <th scope="col">Level</th>
            <th scope="col">Until</th>
            <th scope="col">
              <span className="visually-hidden">Stop</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.Watches.map((watch) => (
            <FollowedRow key={`${watch.TargetType}:${watch.TargetID}`} watch={watch} />
          ))}
        </tbody>
      </table>
      {data.Total > PAGE && (
        <nav aria-label="Pages of what you follow" className="watchlist__pager">
          <button
            type="button"
            className="button button--secondary"
            disabled={offset === 0 || isFetching}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            Previous
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={last >= data.Total || isFetching}
            onClick={() => setOffset(offset + PAGE)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}

function FollowedRow({ watch }: { watch: WatchlistItem }) {
  const [setWatch, setting] = useSetWatchMutation();
  const [stop, stopping] = useStopWatchingMutation();
  const target: WatchRef = { TargetType: watch.TargetType, TargetID: watch.TargetID };
  const name = watch.Name || 'Something no longer here';
  const failure = setting.error ?? stopping.error;
  return (
    <tr>
      <td>
        <span className="watchlist__kind muted">{KIND_WORD[watch.TargetType]}</span>{' '}
        {watch.Path ? <Link to={watch.Path}>{name}</Link> : name}
        {failure && (
          <span role="alert" className="inline-error">
            {errorMessage(failure)}
          </span>
        )}
      </td>
      <td>
        <select
          aria-label={`Level for ${name}`}
          // The level asked for, then the server's answer, without waiting for the list's refetch.
          value={
            (setting.isLoading ? setting.originalArgs?.Level : setting.data?.Level) ?? watch.Level
          }
          disabled={setting.isLoading}
          onChange={(event) => void setWatch({ target, Level: event.target.value as WatchLevel })}
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABEL[level]}
            </option>
          ))}
        </select>
      </td>
      <td>{watch.ExpiresAt ? untilText(watch.ExpiresAt).replace(/^until /, '') : 'For good'}</td>
      <td>
        <button
          type="button"
          className="button button--secondary"
          disabled={stopping.isLoading}
          onClick={() => void stop(target)}
        >
          Stop following<span className="visually-hidden"> {name}</span>
        </button>
      </td>
    </tr>
  );
}
