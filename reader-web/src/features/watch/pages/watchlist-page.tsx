import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { FollowedList } from '../components/followed-list';
import { WatchChanges } from '../components/watch-changes';
import '../components/watch.css';

/** /app/watchlist: what the signed-in reader follows, and recent changes to it. */
export function WatchlistPage() {
  const { status } = useViewer();
  return (
    <section className="prose watchlist" aria-labelledby="watchlist-title">
      <h1 id="watchlist-title">Watchlist</h1>
      {status === 'pending' ? (
        <ViewerPending lines={3} />
      ) : status === 'member' ? (
        <>
          <section aria-labelledby="watchlist-changes-title">
            <h2 id="watchlist-changes-title">Recent changes</h2>
            <WatchChanges />
          </section>
          <section aria-labelledby="watchlist-following-title">
            <h2 id="watchlist-following-title">What you follow</h2>
            <FollowedList />
          </section>
        </>
      ) : (
        <p>
          <Link to="/login">Log in</Link> to see what you follow.
        </p>
      )}
    </section>
  );
}
