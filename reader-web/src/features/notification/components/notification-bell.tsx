import { Link } from 'react-router-dom';
import { useMe } from '../../auth/hooks/use-me';
import './notification-bell.css';

/** The header's bell: a link to /app/notifications saying how many are unread (from /api/me). */
export function NotificationBell() {
  const { latest } = useMe();
  const unread = latest?.Unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link to="/app/notifications" className="notification-bell" aria-label={label}>
      <span className="notification-bell__icon" aria-hidden="true" />
      {unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
