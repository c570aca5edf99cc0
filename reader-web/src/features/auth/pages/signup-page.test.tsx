import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { LAST_PAGE_KEY } from '../return-target';
import { anonymousMe, createFakeApi, deferred, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'grace@example.org');
  await user.type(screen.getByLabelText('Username'), 'Grace_H');
  await user.type(screen.getByLabelText('Password'), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('signup page', () => {
  it('labels its fields and explains the rules', async () => {
    renderApp('/signup', createFakeApi({ 'GET /me': anonymousMe }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      '3 to 30 characters: letters, digits, _ and -.',
    );
    // The whole rule the server applies, as the change-password form states it.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '10 to 200 characters, at least 4 of them different; not a common password, nor your username or email.',
    );
  });

  it('sends the wrapped body and shows Submitting... while waiting', async () => {
    const pending = deferred({ status: 201, ...memberMe('Grace_H') });
    const api = createFakeApi({ 'GET /me': anonymousMe, 'POST /signup': pending.route });
    const { user, router } = renderApp('/signup', api);

    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('POST /signup')[0].body).toEqual({
      body: { email: 'grace@example.org', username: 'Grace_H', password: 'a long enough password' },
    });
    pending.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it("shows the server's error sentence", async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /signup': { status: 409, body: { error: 'That username is taken.' } },
    });
    const { user } = renderApp('/signup', api);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken.');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('welcomes the new member, then goes to the remembered page, logged in', async () => {
    window.sessionStorage.setItem(LAST_PAGE_KEY, '/encyclopedia');
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /signup': { status: 201, ...memberMe('Grace_H') },
    });
    const { user, router } = renderApp('/signup', api);
    await screen.findByRole('link', { name: 'Sign up' });

    api.routes['GET /me'] = memberMe('Grace_H');
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Welcome, Grace_H!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.getByRole('link', { name: 'Choose the categories you follow' })).toHaveAttribute(
      'href',
      '/app/interests',
    );
    await user.click(screen.getByRole('button', { name: 'Go on reading' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/encyclopedia'));
    expect(await screen.findByRole('link', { name: 'Grace_H' })).toHaveAttribute(
      'href',
      '/u/grace_h',
    );
  });
});
