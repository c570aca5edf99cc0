import { Link } from 'react-router-dom';
import { ViewerPending } from '../features/auth/components/viewer-pending';
import { useViewer } from '../features/auth/hooks/use-viewer';
import { SettingsView } from '../features/profile/components/settings-view';

/** /app/settings: the signed-in user's profile image, username and profile form. */
export function SettingsPage() {
  const { status, user } = useViewer();
  return (
    <section className="prose settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {status === 'pending' ? (
        <ViewerPending lines={3} />
      ) : user ? (
        <SettingsView user={user} />
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to change your
          profile.
        </p>
      )}
    </section>
  );
}
