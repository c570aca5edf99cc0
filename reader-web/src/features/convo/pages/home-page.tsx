import { Link, useSearchParams } from 'react-router-dom';
import { SITE_DESCRIPTION, SITE_NAME } from '../../../shared/site';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer, type Viewer } from '../../auth/hooks/use-viewer';
import { useListConvosQuery } from '../api/convo-api';
import { ConvoList } from '../components/convo-list';
import { CONVOS_PER_PAGE, listParams } from '../list-params';

function EmptyState({ viewer }: { viewer: Viewer['status'] }) {
  return (
    <div className="empty-state">
      <h2>No questions yet</h2>
      <p>The first questions are being written. They will be listed here once published.</p>
      {viewer === 'pending' ? (
        <ViewerPending />
      ) : viewer === 'member' ? (
        <p>
          <Link to="/app/convo/new">Start the first question map</Link>.
        </p>
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to take part.
        </p>
      )}
    </div>
  );
}

/** / and /encyclopedia: what the encyclopedia is, and its questions, newest first. */
export function HomePage() {
  const viewer = useViewer();
  const [search] = useSearchParams();
  const { page, category } = listParams(search);
  const { data, isError } = useListConvosQuery({ page, perPage: CONVOS_PER_PAGE, category });

  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">{SITE_NAME}</h1>
      <p className="lead">{SITE_DESCRIPTION}</p>
      <p>
        Each question maps the positions people take on it, and the arguments for each position,
        written and edited together, wiki-style.
      </p>
      {viewer.status === 'pending' ? (
        <ViewerPending className="home__start" />
      ) : (
        viewer.user && (
          <p>
            <Link to="/app/convo/new" className="button button--secondary">
              Start a new question map
            </Link>
          </p>
        )
      )}
      {isError && !data ? (
        <p role="alert" className="form-error">
          The questions could not be loaded. Please try again in a moment.
        </p>
      ) : data && data.Total === 0 && !category ? (
        <EmptyState viewer={viewer.status} />
      ) : data ? (
        <ConvoList list={data} page={page} perPage={CONVOS_PER_PAGE} category={category} />
      ) : null}
    </section>
  );
}
