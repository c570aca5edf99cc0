import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { TakeDto } from '../../../api/types';
import { errorMessage } from '../../../shared/api/base-query';
import { formatUtcDate } from '../../../shared/format-date';
import { useGetTakesQuery, useSubmitArgVoteMutation } from '../api/vote-api';
import { groupTakes, takeQuestionLabel, takeValueLabel } from '../take-labels';
import './your-take.css';

const VersionChanged = lazy(() =>
  import('./version-changed').then((m) => ({ default: m.VersionChanged })),
);

/** A rating of an earlier version of its argument: what changed, and keep it or change it. */
function ChangedRating({ take }: { take: TakeDto }) {
  const [submit, { isLoading, error }] = useSubmitArgVoteMutation();
  const keep = () =>
    void submit({
      argID: take.TargetID,
      question: 'agreement',
      value: take.Value,
      ...(take.Version ? { revID: take.Version } : {}),
    });
  return (
    <Suspense fallback={<p className="loading">Loading...</p>}>
      <VersionChanged
        argID={take.TargetID}
        since={take.RatedVersion ?? ''}
        keeping={isLoading}
        onKeep={keep}
        change={
          <Link className="button button--secondary" to={`${take.Link}#voting`}>
            Change my rating
          </Link>
        }
      />
      {error && (
        <p role="alert" className="form-error">
          {errorMessage(error)}
        </p>
      )}
    </Suspense>
  );
}

function TakeAnswer({ take }: { take: TakeDto }) {
  return (
    <li className="your-take__answer">
      <span className="your-take__question">{`${takeQuestionLabel(take)}: `}</span>
      <q>{takeValueLabel(take)}</q>{' '}
      <time className="muted" dateTime={take.Modified}>
        {formatUtcDate(take.Modified)}
      </time>
      {take.Changed && <ChangedRating take={take} />}
    </li>
  );
}

/**
 * The reader's saved opinions, newest first, each linking to what it is about; answers given
 * one after another about the same argument or question share one entry.
 */
export function YourTakeList() {
  const { data, error, isLoading } = useGetTakesQuery();
  if (isLoading) return <p className="loading">Loading...</p>;
  if (error) {
    return (
      <p role="alert" className="form-error">
        {errorMessage(error)}
      </p>
    );
  }
  const groups = groupTakes(data?.Takes ?? []);
  if (groups.length === 0) {
    return (
      <p>
        You have not voted yet. Pick a question in the <Link to="/encyclopedia">encyclopedia</Link>{' '}
        and tell us what you think.
      </p>
    );
  }
  return (
    <ol className="your-take" aria-label="Your saved opinions">
      {groups.map((group) => {
        const [first] = group;
        return (
          <li
            key={`${first.TargetType}-${first.TargetID}-${first.Modified}`}
            className="your-take__item"
          >
            <p className="your-take__target">
              <span className="your-take__kind">
                {first.TargetType === 'convo' ? 'Question' : 'Argument'}
              </span>{' '}
              <Link to={first.Link}>{first.Title}</Link>
            </p>
            <ul className="your-take__answers" aria-label={`Your answers on ${first.Title}`}>
              {group.map((take) => (
                <TakeAnswer key={take.Question} take={take} />
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
