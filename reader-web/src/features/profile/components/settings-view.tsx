import type { CurrentUser } from '../../../api/types';
import { FormError } from '../../auth/components/form-status';
import { ImageUploader } from '../../upload/components/image-uploader';
import { useGetProfileFieldsQuery, useGetPublicProfileQuery } from '../api/profile-api';
import { SettingsForm } from './settings-form';
import './profile.css';

/** The profile image's address before the profile answered: the server's, without a version. */
function plainImagePath(username: string): string {
  return `/api/user/profileimage/${encodeURIComponent(username)}`;
}

/** /app/settings for a signed-in user: profile image, username, the profile form. */
export function SettingsView({ user }: { user: CurrentUser }) {
  const fields = useGetProfileFieldsQuery();
  const profile = useGetPublicProfileQuery(user.username);
  const image =
    profile.data?.Profile.ProfileImage ?? (profile.isError ? plainImagePath(user.username) : '');

  return (
    <>
      <section className="settings__account" aria-labelledby="settings-image-title">
        <p className="settings__username">
          Username: <strong>{user.Username}</strong>
        </p>
        <h2 id="settings-image-title" className="visually-hidden">
          Profile image
        </h2>
        {profile.data || profile.isError ? (
          <ImageUploader
            type="profileimage"
            imageURL={image}
            alt={`${user.Username}'s profile image`}
            label="Upload a new profile image"
          />
        ) : (
          <p className="loading">Loading...</p>
        )}
      </section>
      <section aria-labelledby="settings-profile-title">
        <h2 id="settings-profile-title">Profile</h2>
        {fields.data ? (
          <SettingsForm fields={fields.data} username={user.username} />
        ) : fields.isError ? (
          <FormError error={fields.error} />
        ) : (
          <p className="loading">Loading...</p>
        )}
      </section>
    </>
  );
}
