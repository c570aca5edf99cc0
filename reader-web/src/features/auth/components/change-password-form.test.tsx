import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { createFakeApi, deferred, type FakeRoute, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { editsPage, profileFields, publicProfile } from '../../profile/profile-fixtures';

function settingsApi(changePassword: FakeRoute = { body: { Changed: true } }) {
  return createFakeApi({
    'GET /me': memberMe('Ada'),
    'GET /user/getprofilefields': { body: profileFields() },
    'GET /user/profile': { body: publicProfile() },
    'GET /user/edits/ada/1': { body: editsPage(1, 0) },
    'GET /tokens': { body: { Tokens: [], Max: 20 } },
    'GET /notification-settings': { body: { WatchOwn: true, Digest: 'off', EmailBounced: false } },
    'POST /user/changepassword': changePassword,
  });
}

async function openForm(api = settingsApi()) {
  const rendered = renderApp('/app/settings', api);
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  const { user } = rendered;
  async function fill(current: string, next: string, confirmation = next) {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm new password', confirmation],
    ]) {
      const input = form.getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }
  const submit = () => user.click(form.getByRole('button', { name: 'Change password' }));
  return { ...rendered, api, form, fill, submit };
}

describe('the change password form on /app/settings', () => {
  it('asks for the current password, the new one and its confirmation, with the rules', async () => {
    const { form } = await openForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(form.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(form.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    const next = form.getByLabelText('New password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(next).toHaveAccessibleDescription(
      '10 to 200 characters, at least 4 of them different; not a common password, nor your username or email.',
    );
    expect(form.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['', 'a new passphrase', 'a new passphrase', 'Enter your current password.'],
    ['old passphrase', 'short', 'short', 'The new password must be at least 10 characters long.'],
    [
      'old passphrase',
      'ab'.repeat(101),
      'ab'.repeat(101),
      'The new password must be at most 200 characters long.',
    ],
    [
      'old passphrase',
      'abcabcabcabc',
      'abcabcabcabc',
      'The new password is too easy to guess: use at least 4 different characters.',
    ],
    [
      'old passphrase',
      'a new passphrase',
      'a new passfrase',
      'The new password and its confirmation differ.',
    ],
    [
      'old passphrase',
      'old passphrase',
      'old passphrase',
      'The new password must differ from the current one.',
    ],
  ])(
    'refuses %j -> %j (confirmed %j) before asking the server: %s',
    async (current, next, confirmation, message) => {
      const { api, fill, submit } = await openForm();
      await fill(current, next, confirmation);
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(api.callsTo('POST /user/changepassword')).toHaveLength(0);
    },
  );

  it('sends the passwords, says Submitting..., then that it is done, and empties the form', async () => {
    const answer = deferred({ body: { Changed: true } });
    const { api, form, fill, submit } = await openForm(settingsApi(answer.route));
    await fill('old passphrase', 'a new passphrase');
    await submit();
    expect(await form.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.release();
    expect(await form.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You are still logged in here; every other session has been logged out.',
    );
    expect(api.callsTo('POST /user/changepassword').map((c) => c.body)).toEqual([
      { body: { oldPassword: 'old passphrase', newPassword: 'a new passphrase' } },
    ]);
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(form.getByLabelText(label)).toHaveValue('');
    expect(form.getByRole('button', { name: 'Change password' })).toBeEnabled();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { form, fill, submit } = await openForm(
      settingsApi({
        status: 400,
        body: { error: 'oldPassword is not your current password.' },
      }),
    );
    await fill('not the password', 'a new passphrase');
    await submit();
    expect(await form.findByRole('alert')).toHaveTextContent(
      'oldPassword is not your current password.',
    );
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    expect(form.getByLabelText('Current password')).toHaveValue('not the password');
    expect(form.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('is not offered to a visitor who is not logged in', async () => {
    renderApp(
      '/app/settings',
      createFakeApi({ 'GET /me': { body: { User: null, CanEdit: false, Votes: [] } } }),
    );
    expect(await screen.findByRole('link', { name: 'log in' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
