import { Link } from 'react-router-dom';
import { useCan } from '../../../auth/hooks/use-can';
import { useViewer } from '../../../auth/hooks/use-viewer';
import { NotificationBell } from '../../../notification/components/notification-bell';

export function AccountLinks() {
  const { status, user } = useViewer();
  const can = useCan();
  const hasConsole = can.console.length > 0;
  // The page's HTML is the same for everyone: the links wait for GET /api/me, in reserved space,
  // rather than show 'Log in' to a member for a moment.
  if (status === 'pending') {
    return (
      <nav aria-label="Account" aria-busy="true" className="account-links account-links--pending" />
    );
  }

  return (
    <nav aria-label="Account" className="account-links">
      {user ? (
        <ul>
          <li>
            <Link to={`/u/${encodeURIComponent(user.username)}`} className="account-links__me">
              {/* The name beside it says whose it is: alt text would only repeat it (WCAG H2). */}
              <img
                src={user.ProfileImage}
                alt=""
                width={24}
                height={24}
                className="account-links__picture"
              />
              {user.Username}
            </Link>
          </li>
          <li>
            <NotificationBell />
          </li>
          <li>
            <Link to="/app/watchlist">Watchlist</Link>
          </li>
          <li>
            <Link to="/yourtake">Your take</Link>
          </li>
          {can.kind('convo').Create && (
            <li>
              <Link to="/app/convo/new">New question</Link>
            </li>
          )}
          <li>
            <Link to="/suggest">Suggest a question</Link>
          </li>
          <li>
            <Link to="/app/settings">Settings</Link>
          </li>
          {hasConsole && (
            <li>
              {/* The admin console is a separate app: a full page load, not a router link. */}
              <a href="/admin">Admin</a>
            </li>
          )}
          <li>
            <Link to="/logout">Log out</Link>
          </li>
        </ul>
      ) : (
        <ul>
          <li>
            <Link to="/login">Log in</Link>
          </li>
          <li>
            <Link to="/signup" className="account-links__signup">
              Sign up
            </Link>
          </li>
        </ul>
      )}
    </nav>
  );
}
