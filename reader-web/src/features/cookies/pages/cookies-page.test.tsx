import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('cookies page', () => {
  it('states the essential cookie, the stored choice and the third-party rule', async () => {
    renderApp('/cookies', createFakeApi({ 'GET /me': anonymousMe }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookie statement' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Essential: the session cookie' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Essential: the voter cookie' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Your choice: the CookieConsent entry' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Third-party content: only with your consent' }),
    ).toBeInTheDocument();
  });

  it('is linked from the footer', async () => {
    renderApp('/', createFakeApi({ 'GET /me': anonymousMe }));
    const footer = await screen.findByRole('contentinfo');
    expect(footer.querySelector('a[href="/cookies"]')).toHaveTextContent('Cookies');
  });
});
