import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { editsPage, profileFields, publicProfile } from '../profile-fixtures';

function settingsApi(extra = {}) {
  return createFakeApi({
    'GET /me': memberMe('Ada'),
    'GET /user/getprofilefields': { body: profileFields() },
    'GET /user/profile': { body: publicProfile() },
    'GET /user/edits/ada/1': { body: editsPage(1, 0) },
    'GET /tokens': { body: { Tokens: [], Max: 20 } },
    'GET /notification-settings': { body: { WatchOwn: true, Digest: 'off', EmailBounced: false } },
    ...extra,
  });
}

describe('settings page', () => {
  it('shows the image with its uploader, the username and the profile form as saved', async () => {
    renderApp('/app/settings', settingsApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: "Ada's profile image" })).toHaveAttribute(
      'src',
      '/api/user/profileimage/ada',
    );
    expect(screen.getByLabelText('Upload a new profile image')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.gif,.png',
    );
    expect(screen.getByText('Username:')).toHaveTextContent('Username: Ada');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Wrote the first program.');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('London');
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('https://example.org/ada');
    expect(screen.getByRole('textbox', { name: /^Expertise/ })).toHaveValue('Engines');
    const interests = within(screen.getByRole('group', { name: 'Interests' }));
    expect(interests.getByRole('checkbox', { name: 'Cities' })).not.toBeChecked();
    expect(interests.getByRole('checkbox', { name: 'Economics' })).toBeChecked();
    expect(interests.getByRole('checkbox', { name: 'Science' })).not.toBeChecked();
  });

  it('counts characters against the size hints and refuses a field over its limit', async () => {
    const api = settingsApi();
    const { user } = renderApp('/app/settings', api);
    const location = await screen.findByRole('textbox', { name: 'Location' });
    expect(screen.getByText('12 characters (at most 200)')).toHaveClass('char-counter--within');
    expect(screen.getByText('6 characters (at most 50)')).toHaveClass('char-counter--within');
    expect(screen.getByText('24 characters (at most 5000)')).toBeInTheDocument();
    await user.clear(location);
    await user.type(location, 'x'.repeat(51));
    expect(screen.getByText('51 characters (at most 50): too long')).toHaveClass(
      'char-counter--outside',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The location must be at most 50 characters; it has 51.',
    );
    expect(api.callsTo('POST /user/setprofilefields')).toHaveLength(0);
  });

  it('saves the form and the interests, says Submitting..., then goes to /u/{username}', async () => {
    const saved = deferred({ body: profileFields() });
    const api = settingsApi({ 'POST /user/setprofilefields': saved.route });
    const { user, router } = renderApp('/app/settings', api);
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Augusta Ada King');
    await user.clear(screen.getByRole('textbox', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link' }), ' https://ada.example ');
    await user.click(screen.getByRole('checkbox', { name: 'Science' }));
    await user.click(screen.getByRole('checkbox', { name: 'Economics' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    saved.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/u/ada'));
    expect(api.callsTo('POST /user/setprofilefields')[0].body).toEqual({
      body: {
        fullName: 'Augusta Ada King',
        bio: 'Wrote the first program.',
        location: 'London',
        link: 'https://ada.example',
        userExpertise: 'Engines',
        userCats: ['cat3'],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
  });

  it("shows the server's error in the form's error area", async () => {
    const api = settingsApi({
      'POST /user/setprofilefields': {
        status: 400,
        body: { error: 'link must be an http:// or https:// address.' },
      },
    });
    const { user, router } = renderApp('/app/settings', api);
    const link = await screen.findByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.type(link, 'ftp://example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'link must be an http:// or https:// address.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/app/settings');
  });

  it('shows an error when the form cannot be loaded', async () => {
    renderApp(
      '/app/settings',
      settingsApi({ 'GET /user/getprofilefields': { status: 503, body: { error: 'Try later.' } } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
  });

  it('asks anonymous visitors to sign up or log in', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe });
    renderApp('/app/settings', api);
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /user/getprofilefields')).toHaveLength(0);
  });
});
