import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { LAST_PAGE_KEY } from '../../auth/return-target';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('not found page', () => {
  it('renders Page Not Found inside the layout for an unknown path', async () => {
    renderApp('/no/such/page', createFakeApi({ 'GET /me': anonymousMe }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the encyclopedia' })).toHaveAttribute(
      'href',
      '/encyclopedia',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Opinion Encyclopedia'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('is not remembered as the page to return to', async () => {
    window.sessionStorage.setItem(LAST_PAGE_KEY, '/cookies');
    renderApp('/no/such/page', createFakeApi({ 'GET /me': anonymousMe }));
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(window.sessionStorage.getItem(LAST_PAGE_KEY)).toBe('/cookies');
  });

  it('leads back to the encyclopedia', async () => {
    const { user, router } = renderApp('/nowhere', createFakeApi({ 'GET /me': anonymousMe }));
    await user.click(await screen.findByRole('link', { name: 'Go to the encyclopedia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/encyclopedia'));
    // The location changes as the router commits; the page renders after it.
    expect(
      await screen.findByText("Building an encyclopedia of the world's opinions", {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Opinion Encyclopedia'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
