import { Link, useSearchParams } from 'react-router-dom';
import { SITE_DESCRIPTION, SITE_NAME } from '../../../shared/site';
import { GuideCard } from '../../article/components/guide-card';
import { useCan } from '../../auth/hooks/use-can';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer, type Viewer } from '../../auth/hooks/use-viewer';
import { useListConvosQuery } from '../api/convo-api';
import { CategoryLinks } from '../components/category-links';
import { ConvoList } from '../components/convo-list';
import { PopularConvos } from '../components/popular-convos';
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

/** Starting a question for those who may, suggesting one for every member. */
function HomeActions() {
  const viewer = useViewer();
  const mayCreate = useCan().kind('convo').Create === true;
  if (viewer.status === 'pending') return <ViewerPending className="home__start" />;
  if (!viewer.user) return null;
  return (
    <p className="home__actions">
      {mayCreate && (
        <Link to="/app/convo/new" className="button button--secondary">
          Start a new question map
        </Link>
      )}
      <Link to="/suggest" className="button button--secondary">
        Suggest a question
      </Link>
    </p>
  );
}

/**
 * / and /encyclopedia, the front door: what the encyclopedia is and how it works, the questions
 * most voted on, its categories, and every question, newest first.
 */
export function HomePage() {
  const viewer = useViewer();
  const [search] = useSearchParams();
  const { page, category } = listParams(search);
  const { data, isError } = useListConvosQuery({ page, perPage: CONVOS_PER_PAGE, category });
  const front = page === 1 && !category;

  return (
    <section className="home" aria-labelledby="home-title">
      <div className="home__intro">
        <div>
          <h1 id="home-title">{SITE_NAME}</h1>
          <p className="lead">{SITE_DESCRIPTION}</p>
          <p>
            Each question maps the positions people take on it, and the arguments for each position,
            written and edited together, wiki-style. Vote on a question, rate its arguments and see
            what others think.
          </p>
          <HomeActions />
        </div>
        {front && <GuideCard />}
      </div>
      {isError && !data ? (
        <p role="alert" className="form-error">
          The questions could not be loaded. Please try again in a moment.
        </p>
      ) : data && data.Total === 0 && !category ? (
        <EmptyState viewer={viewer.status} />
      ) : data ? (
        <>
          {front && <PopularConvos />}
          {front && <CategoryLinks categories={data.Categories} />}
          <ConvoList list={data} page={page} perPage={CONVOS_PER_PAGE} category={category} />
        </>
      ) : null}
    </section>
  );
}
