import { type FormEvent, useState } from 'react';
import { FormError, SubmitButton } from '../../auth/components/form-status';
import {
  type DigestFrequency,
  type NotificationSettings,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} from '../api/following-settings-api';
import './following-settings.css';

const FREQUENCIES: { value: DigestFrequency; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

export const BOUNCED = 'Mail to your address bounced; digests are paused.';

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const [watchOwn, setWatchOwn] = useState(settings.WatchOwn);
  const [digest, setDigest] = useState<DigestFrequency>(settings.Digest);
  const [save, { isLoading, error, reset }] = useUpdateNotificationSettingsMutation();
  const [saved, setSaved] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    setSaved(false);
    const result = await save({ WatchOwn: watchOwn, Digest: digest });
    if (result.data) setSaved(true);
  }

  return (
    <form
      className="auth-form following-settings__form"
      aria-label="Notification settings"
      onSubmit={handleSubmit}
      noValidate
    >
      <label className="following-settings__check">
        <input
          type="checkbox"
          name="watchOwn"
          checked={watchOwn}
          onChange={(event) => setWatchOwn(event.target.checked)}
        />{' '}
        Add what I create or edit to my watchlist
      </label>
      <fieldset className="following-settings__digest">
        <legend>E-mail digest</legend>
        {FREQUENCIES.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="digest"
              value={value}
              checked={digest === value}
              onChange={() => setDigest(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <FormError error={error} />
      {saved && <p role="status">Saved.</p>}
      <SubmitButton submitting={isLoading} label="Save notification settings" />
    </form>
  );
}

/** /app/settings: what the reader watches by default and how often they get e-mail digests. */
export function FollowingSettingsSection() {
  const settings = useGetNotificationSettingsQuery();
  return (
    <section className="following-settings" aria-labelledby="settings-notifications-title">
      <h2 id="settings-notifications-title">Notifications</h2>
      {settings.data?.EmailBounced && (
        <p className="following-settings__bounced" role="note">
          {BOUNCED}
        </p>
      )}
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <FormError error={settings.error} />
      ) : (
        <p className="loading">Loading...</p>
      )}
    </section>
  );
}
