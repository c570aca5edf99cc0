import { Link } from 'react-router-dom';
import { ApiTokensSection } from '../../api-tokens/components/api-tokens-section';
import { FollowingSettingsSection } from '../../following-settings/components/following-settings-section';
import { ChangePasswordForm } from '../../auth/components/change-password-form';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { SettingsView } from '../components/settings-view';

/** /app/settings: the signed-in user's profile image, username, profile form, password and API tokens. */
export function SettingsPage() {
  const { status, user } = useViewer();
  return (
    <section className="prose settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {status === 'pending' ? (
        <ViewerPending lines={3} />
      ) : user ? (
        <>
          <SettingsView user={user} />
          <section aria-labelledby="settings-password-title">
            <h2 id="settings-password-title">Change password</h2>
            <ChangePasswordForm />
          </section>
          <FollowingSettingsSection />
          <ApiTokensSection />
        </>
      ) : (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> to change your
          profile.
        </p>
      )}
    </section>
  );
}
