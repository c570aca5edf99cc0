import { Link } from 'react-router-dom';
import { useListConvosQuery } from '../../convo/api/convo-api';
import { CONVOS_PER_PAGE } from '../../convo/list-params';

function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

interface CategoryQuestionsProps {
  id: string;
  page: number;
  /** The page the pager links to (?page=N added): the category's read or edit page. */
  path: string;
}

/** The questions filed under a category, newest first, a page at a time. */
export function CategoryQuestions({ id, page, path }: CategoryQuestionsProps) {
  const { data, isError } = useListConvosQuery({ page, perPage: CONVOS_PER_PAGE, category: id });
  const pages = data ? Math.max(1, Math.ceil(data.Total / CONVOS_PER_PAGE)) : 1;
  let body;
  if (isError) body = <p role="alert">The questions could not be loaded.</p>;
  else if (!data) body = <p className="loading">Loading...</p>;
  else if (data.Convos.length === 0)
    body = (
      <p className="muted">
        {page > 1 ? 'No questions on this page.' : 'No questions in this category yet.'}
      </p>
    );
  else
    body = (
      <ol className="item-list" aria-label="Questions in the category">
        {data.Convos.map((convo) => (
          <li key={convo.ConvoID}>
            <Link className="item-list__title" to={convo.Link}>
              {convo.Title}
            </Link>
            <p>{convo.Description}</p>
          </li>
        ))}
      </ol>
    );
  return (
    <section aria-labelledby="category-questions">
      <h2 id="category-questions">Questions</h2>
      {body}
      {pages > 1 && (
        <nav aria-label="Pages" className="pager">
          {page > 1 ? (
            <Link to={pageHref(path, page - 1)} rel="prev">
              Newer questions
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {Math.min(page, pages)} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(path, page + 1)} rel="next">
              Older questions
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
