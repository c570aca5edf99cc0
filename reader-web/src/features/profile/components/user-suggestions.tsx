import { Link } from 'react-router-dom';
import { formatUtcDate } from '../../../shared/format-date';
import { FormError } from '../../auth/components/form-status';
import { useGetSuggestionsQuery } from '../../req/api/req-api';
import { SuggestionState } from '../../req/components/suggestion-state';

interface UserSuggestionsProps {
  username: string;
  /** The reader's own profile: an empty list invites a suggestion. */
  own: boolean;
}

/** The questions a user suggested, newest first, each with what became of it. */
export function UserSuggestions({ username, own }: UserSuggestionsProps) {
  const { data, error, isError } = useGetSuggestionsQuery(username);
  if (!data) return isError ? <FormError error={error} /> : <p className="loading">Loading...</p>;
  if (data.Suggestions.length === 0)
    return own ? (
      <p className="muted">
        No suggestions yet. Is a question missing? <Link to="/suggest">Suggest a question</Link>.
      </p>
    ) : (
      <p className="muted">No suggestions yet.</p>
    );
  return (
    <ol className="user-suggestions" aria-label="Suggested questions, newest first">
      {data.Suggestions.map((suggestion) => (
        <li key={suggestion.ReqID} className="user-suggestion">
          <p>
            <Link to={suggestion.Link}>{suggestion.Title}</Link>
          </p>
          <p>
            <SuggestionState state={suggestion} />
          </p>
          <p className="muted">
            Suggested on{' '}
            <time dateTime={suggestion.Created}>{formatUtcDate(suggestion.Created)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
