import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { LAST_PAGE_KEY } from '../return-target';
import { anonymousMe, createFakeApi, deferred, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email or username'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('sends the wrapped body and shows Submitting... while waiting', async () => {
    const pending = deferred(memberMe('Ada'));
    const api = createFakeApi({ 'GET /me': anonymousMe, 'POST /login': pending.route });
    const { user, router } = renderApp('/login', api);

    await fillAndSubmit(user);

    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(api.callsTo('POST /login')[0].body).toEqual({
      body: { email: 'ada@example.org', password: 'correct horse battery' },
    });
    pending.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's error sentence in an alert and lets the person try again", async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /login': { status: 401, body: { error: 'Wrong email, username or password.' } },
    });
    const { user, router } = renderApp('/login', api);

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong email, username or password.',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('GET /me')).toHaveLength(1);
  });

  it('uses the status text when the error is not JSON', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /login': { status: 502, statusText: 'Bad Gateway', text: '<h1>oops</h1>' },
    });
    const { user } = renderApp('/login', api);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad Gateway');
  });

  it('reports a network failure', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'POST /login': 'network-error' });
    const { user } = renderApp('/login', api);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
  });

  it('goes to the remembered page on success and refreshes the current user', async () => {
    window.sessionStorage.setItem(LAST_PAGE_KEY, '/cookies');
    const api = createFakeApi({ 'GET /me': anonymousMe, 'POST /login': memberMe('Ada') });
    const { user, router } = renderApp('/login', api);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();

    api.routes['GET /me'] = memberMe('Ada');
    const before = api.callsTo('GET /me').length;
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cookies'));
    expect(await screen.findByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/u/ada');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    // Refetched after logging in: once for the new page, and once more for /login when its query
    // is still held as the navigation starts (timing decides).
    expect(api.callsTo('GET /me').length).toBeGreaterThan(before);
  });

  it('goes to / when no page was remembered', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'POST /login': memberMe('Ada') });
    const { user, router } = renderApp('/login', api);
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
