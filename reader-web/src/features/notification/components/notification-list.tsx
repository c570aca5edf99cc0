import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUtcDate } from '../../../shared/format-date';
import {
  type Notification,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationsReadMutation,
} from '../api/notification-api';
import './notifications.css';

function NotificationItem({ notification }: { notification: Notification }) {
  const [markRead, { isLoading }] = useMarkNotificationsReadMutation();
  const unread = !notification.Read;
  return (
    <li className={unread ? 'notification notification--unread' : 'notification'}>
      <p className="notification__text">
        {unread ? (
          <strong>
            <Link to={notification.Link}>{notification.Text}</Link>
          </strong>
        ) : (
          <Link to={notification.Link}>{notification.Text}</Link>
        )}
        {unread && <span className="visually-hidden"> (unread)</span>}
      </p>
      <p className="notification__meta">
        <time dateTime={notification.UpdatedAt}>{formatUtcDate(notification.UpdatedAt)}</time>
        {unread && (
          <button
            type="button"
            className="notification__read"
            disabled={isLoading}
            onClick={() => void markRead([notification.ID])}
            aria-label={`Mark read: ${notification.Text}`}
          >
            Mark read
          </button>
        )}
      </p>
    </li>
  );
}

/** One page of the reader's notifications, newest first, continued by "Older". */
function NotificationPage({ before, onMore }: { before?: string; onMore: (next: string) => void }) {
  const { data, isError, isLoading } = useGetNotificationsQuery(before);
  if (isLoading) return <p aria-busy="true">Loading…</p>;
  if (isError || !data) return <p role="alert">Your notifications could not be loaded.</p>;
  if (data.Notifications.length === 0 && !before) return <p>Nothing yet.</p>;
  return (
    <>
      <ul className="notifications__list">
        {data.Notifications.map((n) => (
          <NotificationItem key={n.ID} notification={n} />
        ))}
      </ul>
      {data.Next && (
        <button type="button" onClick={() => onMore(data.Next!)}>
          Older notifications
        </button>
      )}
    </>
  );
}

export function NotificationList() {
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const [markAll, { isLoading }] = useMarkAllNotificationsReadMutation();
  const { data } = useGetNotificationsQuery(undefined);
  return (
    <div className="notifications">
      <p className="notifications__summary">
        {data ? `${data.Unread} unread` : ''}
        {data && data.Unread > 0 && (
          <button type="button" disabled={isLoading} onClick={() => void markAll()}>
            Mark all read
          </button>
        )}
      </p>
      {pages.map((before, index) => (
        <NotificationPage
          key={before ?? 'first'}
          before={before}
          onMore={(next) => index === pages.length - 1 && setPages([...pages, next])}
        />
      ))}
    </div>
  );
}
