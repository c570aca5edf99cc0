import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/base-query';
import { formatUtcDate } from '../../../app/format-date';
import { useGetTakesQuery } from '../api/vote-api';
import { takeQuestionLabel, takeValueLabel } from '../take-labels';
import './your-take.css';

/** The reader's saved opinions, newest first, each linking to what it is about. */
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
  const takes = data?.Takes ?? [];
  if (takes.length === 0) {
    return (
      <p>
        You have not voted yet. Pick a question in the <Link to="/encyclopedia">encyclopedia</Link>{' '}
        and tell us what you think.
      </p>
    );
  }
  return (
    <ol className="your-take" aria-label="Your saved opinions">
      {takes.map((take) => (
        <li
          key={`${take.TargetType}-${take.TargetID}-${take.Question}`}
          className="your-take__item"
        >
          <p className="your-take__target">
            <span className="your-take__kind">
              {take.TargetType === 'convo' ? 'Question' : 'Argument'}
            </span>{' '}
            <Link to={take.Link}>{take.Title}</Link>
          </p>
          <p className="your-take__answer">
            <span className="your-take__question">{`${takeQuestionLabel(take)}: `}</span>
            <q>{takeValueLabel(take)}</q>
          </p>
          <time className="muted" dateTime={take.Modified}>
            {formatUtcDate(take.Modified)}
          </time>
        </li>
      ))}
    </ol>
  );
}
