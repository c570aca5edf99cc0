import { Form, Link } from 'react-router-dom';
import type { ConvoListDto } from '../../../api/types';
import { ConvoFigures } from './convo-figures';
import { FirstPositionInvite } from './first-position-invite';
import '../../artifact/components/artifact.css';

interface ConvoListProps {
  list: ConvoListDto;
  page: number;
  perPage: number;
  category?: string;
}

function pageHref(page: number, category?: string): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/encyclopedia${query ? `?${query}` : ''}`;
}

/** The questions, newest first (those waiting for their first position last), with a category filter and paging. */
export function ConvoList({ list, page, perPage, category }: ConvoListProps) {
  const pages = Math.max(1, Math.ceil(list.Total / perPage));
  const categoryTitle = list.Categories.find((c) => c.CategoryID === category)?.Title;
  return (
    <section aria-labelledby="questions-title" className="convo-list">
      <div className="convo-list__header">
        <h2 id="questions-title">
          {categoryTitle ? `Questions in ${categoryTitle}` : 'Latest questions'}
        </h2>
        {list.Categories.length > 0 && (
          // A GET form: it works before the page is hydrated, too.
          <Form method="get" action="/encyclopedia" className="category-filter">
            <label htmlFor="category-filter">Category</label>
            <select id="category-filter" name="category" defaultValue={category ?? ''}>
              <option value="">All categories</option>
              {list.Categories.map((c) => (
                <option key={c.CategoryID} value={c.CategoryID}>
                  {c.Title}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary button--small">
              Filter
            </button>
          </Form>
        )}
      </div>
      {categoryTitle && (
        <p className="muted">
          <Link to={`/categories/${category}`}>About {categoryTitle}</Link>: the category&apos;s
          page, with its description and history.
        </p>
      )}
      {list.Convos.length === 0 ? (
        <p className="muted">
          {category ? 'No questions in this category yet.' : 'No questions on this page.'}
        </p>
      ) : (
        <ol className="item-list">
          {list.Convos.map((convo) => (
            <li key={convo.ConvoID}>
              <Link to={convo.Link} className="item-list__title">
                {convo.Title}
              </Link>
              <p>{convo.Description}</p>
              {convo.Positions > 0 ? (
                <ConvoFigures convo={convo} />
              ) : (
                <FirstPositionInvite convoID={convo.ConvoID} className="convo-figures" />
              )}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="pager">
          {page > 1 ? (
            <Link to={pageHref(page - 1, category)} rel="prev">
              Newer questions
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1, category)} rel="next">
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
