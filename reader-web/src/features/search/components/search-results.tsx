import { Form, Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { useSearchPageQuery } from '../api/search-api';
import { searchHref, SEARCH_MAX_CHARS, type SearchParams } from '../search-params';
import { NoResults } from './no-results';
import './search-box.css';
import './search-results.css';

function SearchForm({ q }: { q: string }) {
  return (
    // A plain GET form: it works before the page's script has loaded, too.
    <Form method="get" action="/search" role="search" className="search-results__form">
      <label htmlFor="search-page-q" className="visually-hidden">
        Search terms
      </label>
      <input
        id="search-page-q"
        type="search"
        name="q"
        defaultValue={q}
        key={q}
        maxLength={SEARCH_MAX_CHARS}
        placeholder="Search questions, positions, arguments"
      />
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </Form>
  );
}

function Results({ q, page }: { q: string; page: number }) {
  const { data, error, isError, isFetching } = useSearchPageQuery({ q, page });
  if (isError && !data) {
    return (
      <p role="alert" className="form-error">
        The search failed: {errorMessage(error)} Please try again in a moment.
      </p>
    );
  }
  if (!data) return <p role="status">Searching ...</p>;
  if (data.Results.length === 0) {
    return page > 1 ? (
      <p className="search-results__none">
        No more results. <Link to={searchHref(q)}>Back to the first page</Link>
      </p>
    ) : (
      <NoResults className="search-results__none" />
    );
  }
  return (
    <>
      <ol className="search-results__list" aria-label="Search results" aria-busy={isFetching}>
        {data.Results.map((result) => (
          <li key={`${result.ArtifactType}-${result.ArtifactID}`}>
            <Link to={result.Link}>{result.Title}</Link>{' '}
            <span className="type-badge">{TYPE_LABEL[result.ArtifactType]}</span>
            {result.Question && (
              <span className="search-results__question">
                {' '}
                in <Link to={result.Question.Link}>{result.Question.Title}</Link>
              </span>
            )}
            {result.Snippet.length > 0 && (
              <p className="search-results__snippet">
                {result.Snippet.map((part, i) =>
                  part.Match ? <mark key={i}>{part.Text}</mark> : part.Text,
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
      {(page > 1 || data.HasMore) && (
        <nav aria-label="Result pages" className="search-results__pager">
          {page > 1 ? (
            <Link to={searchHref(q, page - 1)} rel="prev">
              Previous results
            </Link>
          ) : (
            <span />
          )}
          <span>Page {page}</span>
          {data.HasMore ? (
            <Link to={searchHref(q, page + 1)} rel="next">
              More results
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}

/** The results page's body: its own search form, then the results of ?q= page by page. */
export function SearchResults({ q, page, problem }: SearchParams) {
  return (
    <section className="search-results" aria-labelledby="search-title">
      <h1 id="search-title">{problem ? 'Search' : `Results for “${q}”`}</h1>
      <SearchForm q={q} />
      {problem ? <p className="search-results__hint">{problem}</p> : <Results q={q} page={page} />}
    </section>
  );
}
