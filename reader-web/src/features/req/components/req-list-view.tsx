import { Link } from 'react-router-dom';
import { formatUtcDate } from '../../../shared/format-date';
import { NewArticleButton } from '../../article/components/new-article-button';
import { ArtifactNav } from '../../artifact/components/artifact-nav';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { useGetReqListQuery, type ReqTarget } from '../api/req-api';
import { NewAdminReqButton, NewReqButton } from './req-buttons';
import '../../artifact/components/artifact.css';
import './req.css';

/**
 * /reqs/{level}/{id}: the discussion of a question or argument, its requests newest first, and
 * New Request. /reqs/admin: the open admin requests, with New Admin Request and New Article for
 * editors.
 */
export function ReqListView({ target }: { target: ReqTarget }) {
  const { data } = useGetReqListQuery(target);
  if (!data) return null;
  const admin = target.type === 'admin';
  const noun = admin ? '' : TYPE_LABEL[target.type].toLowerCase();

  return (
    <article className="artifact req-list" aria-labelledby="artifact-title">
      {admin ? (
        <>
          <p className="artifact__kind">Site</p>
          <h1 id="artifact-title">Requests about the site</h1>
          <p className="lead">
            Proposed changes to any part of the site (its categories, articles, features or rules),
            discussed by its editors. Editors open these requests and write articles here.
          </p>
          <div className="req-actions">
            <NewAdminReqButton />
            <NewArticleButton />
          </div>
        </>
      ) : (
        <>
          <p className="artifact__kind">{`Discussion of ${noun === 'argument' ? 'an' : 'a'} ${noun}`}</p>
          <h1 id="artifact-title">
            <Link to={data.ArtifactLink}>{data.ArtifactTitle}</Link>
          </h1>
          <ArtifactNav type={target.type} id={target.id} />
          <p className="lead">
            Requests resolve disagreements about this {noun}: open one to propose a change and
            discuss it.
          </p>
          <div className="req-actions">
            <NewReqButton target={target} />
          </div>
        </>
      )}
      <section aria-labelledby="reqs-title">
        <h2 id="reqs-title">Requests</h2>
        {data.Reqs.length === 0 ? (
          <p className="muted">No requests yet.</p>
        ) : (
          <ul className="item-list" aria-label="Requests">
            {data.Reqs.map((req) => (
              <li key={req.ReqID}>
                <Link className="item-list__title" to={req.Link}>
                  {req.Title}
                </Link>
                <p>
                  {req.CreatedBy ? `by ${req.CreatedBy}, ` : ''}
                  <time dateTime={req.Created}>{formatUtcDate(req.Created)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        {data.HasMore && <p className="muted">Only the newest requests are listed.</p>}
      </section>
    </article>
  );
}
