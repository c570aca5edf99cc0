import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi, deferred, memberMe } from '../../../../test/fake-api';
import { renderWithStore } from '../../../../test/render-app';
import { SiteHeader } from './site-header';

async function accountNav() {
  const nav = screen.getByRole('navigation', { name: 'Account' });
  await within(nav).findAllByRole('link');
  return within(nav);
}

describe('site header', () => {
  it('links the site name to the encyclopedia and shows a labelled search box', async () => {
    renderWithStore(<SiteHeader />, createFakeApi({ 'GET /me': anonymousMe }));
    expect(screen.getByRole('link', { name: 'Opinion Encyclopedia' })).toHaveAttribute(
      'href',
      '/encyclopedia',
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('keeps the account links empty, in reserved space, until GET /me answered', async () => {
    const gate = deferred(memberMe('Ada'));
    const api = createFakeApi({ 'GET /me': gate.route });
    renderWithStore(<SiteHeader />, api);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav).toHaveAttribute('aria-busy', 'true');
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    gate.release();
    expect(await within(nav).findByRole('link', { name: 'Ada' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET /me')[0].search).get('path')).toBe('/');
  });

  it('offers Log in and Sign up to anonymous visitors', async () => {
    renderWithStore(<SiteHeader />, createFakeApi({ 'GET /me': anonymousMe }));
    const nav = await accountNav();
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('shows a member their name and Log out, without Admin when no console resource is theirs', async () => {
    // Content rights are not console rights.
    const me = memberMe('Ada', canDo({ convo: { Delete: true }, link: { Delete: true } }));
    renderWithStore(<SiteHeader />, createFakeApi({ 'GET /me': me }));
    const nav = await accountNav();
    const profile = nav.getByRole('link', { name: 'Ada' });
    expect(profile).toHaveAttribute('href', '/u/ada');
    expect(profile.querySelector('img')).toHaveAttribute('src', '/api/user/profileimage/ada');
    expect(nav.getByRole('link', { name: 'Your take' })).toHaveAttribute('href', '/yourtake');
    expect(nav.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('links a member to the admin console when any console resource is theirs', async () => {
    const me = memberMe('Ada', canDo({}, ['reports']));
    renderWithStore(<SiteHeader />, createFakeApi({ 'GET /me': me }));
    const nav = await accountNav();
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
