import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { createFakeApi, deferred, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { editsPage, profileFields, publicProfile } from '../../profile/profile-fixtures';
import type { NotificationSettings } from '../api/following-settings-api';

function settingsApi(settings: Partial<NotificationSettings> = {}, extra = {}) {
  return createFakeApi({
    'GET /me': memberMe('Ada'),
    'GET /user/getprofilefields': { body: profileFields() },
    'GET /user/profile': { body: publicProfile() },
    'GET /user/edits/ada/1': { body: editsPage(1, 0) },
    'GET /tokens': { body: { Tokens: [], Max: 20 } },
    'GET /notification-settings': {
      body: { WatchOwn: true, Digest: 'off', EmailBounced: false, ...settings },
    },
    ...extra,
  });
}

describe('Notifications on /app/settings', () => {
  it('shows the settings and saves a change', async () => {
    const saved = deferred({ body: { WatchOwn: false, Digest: 'weekly', EmailBounced: false } });
    const api = settingsApi({}, { 'PUT /notification-settings': saved.route });
    const { user } = renderApp('/app/settings', api);
    const form = await screen.findByRole('form', { name: 'Notification settings' });
    const watchOwn = within(form).getByRole('checkbox', {
      name: 'Add what I create or edit to my watchlist',
    });
    expect(watchOwn).toBeChecked();
    const digest = within(form).getByRole('group', { name: 'E-mail digest' });
    expect(within(digest).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(screen.queryByText(/bounced/)).not.toBeInTheDocument();

    await user.click(watchOwn);
    await user.click(within(digest).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(form).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(form).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    saved.release();
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(api.callsTo('PUT /notification-settings')[0].body).toEqual({
      body: { WatchOwn: false, Digest: 'weekly' },
    });
  });

  it('says when mail to the address bounced', async () => {
    renderApp('/app/settings', settingsApi({ Digest: 'daily', EmailBounced: true }));
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(section).findByText('Mail to your address bounced; digests are paused.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'Daily' })).toBeChecked();
  });

  it("shows the server's refusal", async () => {
    const api = settingsApi(
      {},
      {
        'PUT /notification-settings': {
          status: 400,
          body: { error: 'Digest must be off, daily or weekly.' },
        },
      },
    );
    const { user } = renderApp('/app/settings', api);
    const form = await screen.findByRole('form', { name: 'Notification settings' });
    await user.click(within(form).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Digest must be off, daily or weekly.',
    );
  });
});
