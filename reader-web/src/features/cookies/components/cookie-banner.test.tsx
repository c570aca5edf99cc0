import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { CONSENT_KEY } from '../consent-store';
import { useThirdPartyAllowed } from '../hooks/use-consent';
import { CookieBanner } from './cookie-banner';

function ThirdPartyProbe() {
  return <p data-testid="third-party">{useThirdPartyAllowed() ? 'allowed' : 'blocked'}</p>;
}

function bannerApi(showBanner = true): FakeApi {
  return createFakeApi({
    'POST /cookies/showbanner': { body: { ShowBanner: showBanner, Version: 'v3' } },
    'POST /cookies/logchoice': { body: { Logged: true } },
  });
}

function renderBanner(api: FakeApi) {
  return renderWithStore(
    <>
      <CookieBanner />
      <ThirdPartyProbe />
    </>,
    api,
  );
}

describe('cookie banner', () => {
  it('asks the server, then offers Cookie Settings and Accept Cookies with a link to /cookies', async () => {
    const api = bannerApi();
    renderBanner(api);

    expect(await screen.findByRole('button', { name: 'Cookie Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the cookie statement' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    expect(api.callsTo('POST /cookies/showbanner')[0].body).toEqual({ body: {} });
  });

  it('Accept Cookies stores 1, allows third-party content, logs the choice and hides', async () => {
    const api = bannerApi();
    const { user } = renderBanner(api);

    await user.click(await screen.findByRole('button', { name: 'Accept Cookies' }));

    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('1');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByTestId('third-party')).toHaveTextContent('allowed');
    await waitFor(() => expect(api.callsTo('POST /cookies/logchoice')).toHaveLength(1));
    expect(api.callsTo('POST /cookies/logchoice')[0].body).toEqual({
      body: { loadThirdParty: true, version: 'v3', url: window.location.href },
    });
  });

  it('the settings view offers essential-only, which stores -1 and logs loadThirdParty false', async () => {
    const api = bannerApi();
    const { user } = renderBanner(api);

    await user.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Only Accept Essential Cookies' }));

    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('-1');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByTestId('third-party')).toHaveTextContent('blocked');
    await waitFor(() => expect(api.callsTo('POST /cookies/logchoice')).toHaveLength(1));
    expect(api.callsTo('POST /cookies/logchoice')[0].body).toEqual({
      body: { loadThirdParty: false, version: 'v3', url: window.location.href },
    });
  });

  it('Accept All Cookies in the settings view stores 1', async () => {
    const api = bannerApi();
    const { user } = renderBanner(api);
    await user.click(await screen.findByRole('button', { name: 'Cookie Settings' }));
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('1');
    await waitFor(() => expect(api.callsTo('POST /cookies/logchoice')).toHaveLength(1));
    expect(api.callsTo('POST /cookies/logchoice')[0].body).toMatchObject({
      body: { loadThirdParty: true },
    });
  });

  it('stays hidden with a stored 1, and re-enables third-party content', async () => {
    window.localStorage.setItem(CONSENT_KEY, '1');
    const api = bannerApi();
    renderBanner(api);
    expect(await screen.findByTestId('third-party')).toHaveTextContent('allowed');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // The page's own GET /me (every page asks it once) is all: the banner asks nothing.
    expect(api.calls.filter((call) => call.path !== '/me')).toEqual([]);
  });

  it('stays hidden with a stored -1, with third-party content blocked', async () => {
    window.localStorage.setItem(CONSENT_KEY, '-1');
    const api = bannerApi();
    renderBanner(api);
    expect(await screen.findByTestId('third-party')).toHaveTextContent('blocked');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // The page's own GET /me (every page asks it once) is all: the banner asks nothing.
    expect(api.calls.filter((call) => call.path !== '/me')).toEqual([]);
  });

  it('removes any other stored value and asks again', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'yes');
    renderBanner(bannerApi());
    expect(await screen.findByRole('button', { name: 'Accept Cookies' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(screen.getByTestId('third-party')).toHaveTextContent('blocked');
  });

  it('stays hidden when the server says ShowBanner false', async () => {
    const api = bannerApi(false);
    renderBanner(api);
    await waitFor(() => expect(api.callsTo('POST /cookies/showbanner')).toHaveLength(1));
    await screen.findByTestId('third-party');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
