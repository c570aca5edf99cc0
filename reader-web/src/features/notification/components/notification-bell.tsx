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
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
