import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { LAST_PAGE_KEY } from '../return-target';
import { meWith, reqPage } from '../../req/req-fixtures';
import { anonymousMe, canDo, createFakeApi, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('logout page', () => {
  it('logs out once, returns to the remembered page and shows the anonymous header', async () => {
    window.sessionStorage.setItem(LAST_PAGE_KEY, '/cookies');
    const api = createFakeApi({
      'GET /me': memberMe('Ada'),
      'POST /logout': () => {
        api.routes['GET /me'] = anonymousMe;
        return { body: { LoggedOut: true } };
      },
    });
    const { router } = renderApp('/logout', api);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cookies'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(api.callsTo('POST /logout')).toHaveLength(1);
    expect(api.callsTo('POST /logout')[0].body).toEqual({ body: {} });
  });

  it('goes to / after an admin page, not to the page before it (admin pages return to /)', async () => {
    window.sessionStorage.setItem(LAST_PAGE_KEY, '/c/abc');
    const api = createFakeApi({
      'GET /me': meWith('Ed', canDo(), () => true),
      'GET /req/get': { body: reqPage({ ReqID: 'adm1', Admin: true, ArtifactType: 'admin' }) },
      'POST /logout': () => {
        api.routes['GET /me'] = anonymousMe;
        return { body: { LoggedOut: true } };
      },
    });
    const { router } = renderApp('/internal/admin/edit/req/adm1', api);
    expect(await screen.findByText('Request about the site')).toBeInTheDocument();
    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(api.callsTo('POST /logout')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to / when no page was remembered', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /logout': { body: { LoggedOut: true } },
    });
    const { router } = renderApp('/logout', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the error when logging out fails', async () => {
    const api = createFakeApi({ 'GET /me': memberMe('Ada'), 'POST /logout': 'network-error' });
    const { router } = renderApp('/logout', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
    expect(router.state.location.pathname).toBe('/logout');
  });
});
