import { Link } from 'react-router-dom';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { NotificationList } from '../components/notification-list';

/** /app/notifications: what happened to what the reader follows, and to them. */
export function NotificationsPage() {
  const { status, user } = useViewer();
  return (
    <section className="prose" aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notifications</h1>
      {status === 'pending' ? (
        <ViewerPending lines={3} />
      ) : user ? (
        <NotificationList />
      ) : (
        <p>
          <Link to="/login">Log in</Link> to see your notifications.
        </p>
      )}
    </section>
  );
}
