import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi, memberMe } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { SiteHeader } from '../../layout/header/components/site-header';

describe('notification bell', () => {
  it('says how many are unread and sits beside the watchlist for members', async () => {
    renderWithStore(<SiteHeader />, createFakeApi({ 'GET /me': memberMe('Ada', canDo(), [], 3) }));
    const nav = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(await nav.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/app/notifications',
    );
    expect(nav.getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/app/watchlist');
  });

  it('says just Notifications when none are unread, and is not offered to visitors', async () => {
    const { unmount } = renderWithStore(
      <SiteHeader />,
      createFakeApi({ 'GET /me': memberMe('Ada') }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    unmount();
    renderWithStore(<SiteHeader />, createFakeApi({ 'GET /me': anonymousMe }));
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });
});
