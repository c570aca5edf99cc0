import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LinkDto } from '../../../api/types';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  memberMeByPath,
  type FakeRoute,
} from '../../../test/fake-api';
import { renderWithStoreAt } from '../../../test/render-app';
import { ACCEPT_ALL, CONSENT_KEY, storeConsent } from '../../cookies/consent-store';
import { InTheWild } from './in-the-wild';

const STUDY: LinkDto = {
  LinkID: 'link1',
  Title: 'Tallinn one year after free transit',
  URL: 'https://www.example.org/tallinn',
  Image: 'https://cdn.example.org/tallinn.jpg',
  Icon: 'https://www.example.org/favicon.ico',
};
const BARE: LinkDto = {
  LinkID: 'link2',
  Title: 'Fare-free public transport',
  URL: 'https://news.example.net/fare-free',
  Image: '',
  Icon: '',
};

function setup(links: LinkDto[], url = '/a/arg1', me: FakeRoute = anonymousMe) {
  const api = createFakeApi({ 'GET /me': me, 'GET /arg/getlink': { body: { Link: STUDY } } });
  return { api, ...renderWithStoreAt(<InTheWild argID="arg1" links={links} />, url, api) };
}

describe('In the Wild', () => {
  it("shows each link as a card opening the page in a new tab, with the site's host", () => {
    setup([STUDY, BARE]);
    const section = screen.getByRole('region', { name: 'In the Wild' });
    const cards = within(section).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', STUDY.URL);
    expect(cards[0]).toHaveAttribute('target', '_blank');
    expect(cards[0]).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(cards[0]).toHaveTextContent(STUDY.Title);
    expect(cards[0]).toHaveTextContent('example.org');
    expect(cards[1]).toHaveTextContent('news.example.net');
  });

  it("shows the sites' images only once the reader accepted all cookies: until then, fallbacks", async () => {
    const { container } = setup([STUDY]);
    expect(container.querySelector('img')).toBeNull();
    // The site's name stands in for its picture (a zero-width space after each dot).
    const panel = container.querySelector('.link-card__image--none');
    expect(panel?.textContent?.replaceAll('\u200b', '')).toBe('example.org');
    act(() => storeConsent(ACCEPT_ALL));
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    expect(container.querySelector('img.link-card__icon')).toHaveAttribute('src', STUDY.Icon);
  });

  it('shows the page image and site icon, or a fallback when a link has none', () => {
    window.localStorage.setItem(CONSENT_KEY, ACCEPT_ALL);
    const { container } = setup([STUDY, BARE]);
    const [withImage, without] = container.querySelectorAll('.link-card');
    expect(withImage.querySelector('img.link-card__image')).toHaveAttribute('src', STUDY.Image);
    expect(withImage.querySelector('img.link-card__icon')).toHaveAttribute('src', STUDY.Icon);
    expect(without.querySelector('img')).toBeNull();
    // The site's name on a panel (breakable after its dots), not a grey letter; no icon (the
    // stylesheet draws a globe before the host).
    const panel = without.querySelector('.link-card__image--none.site-panel');
    expect(panel?.textContent).toBe('news.\u200bexample.\u200bnet');
    expect(panel).toHaveAttribute('aria-hidden', 'true');
    expect(without.querySelector('.link-card__icon')).toBeNull();
  });

  it('falls back when the image or the icon fails to load', () => {
    window.localStorage.setItem(CONSENT_KEY, ACCEPT_ALL);
    const { container } = setup([STUDY]);
    fireEvent.error(container.querySelector('img.link-card__image')!);
    expect(container.querySelector('img.link-card__image')).toBeNull();
    expect(container.querySelector('.site-panel')?.textContent).toBe('example.\u200borg');
    fireEvent.error(container.querySelector('img.link-card__icon')!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('is absent from the read page of an argument without links', () => {
    setup([]);
    expect(screen.queryByRole('region', { name: 'In the Wild' })).toBeNull();
  });

  it('offers Add link and Edit link in edit mode, and opens the Link modal', async () => {
    const { user } = setup([STUDY], '/edit/a/arg1', memberMeByPath('Ada'));
    const add = await screen.findByRole('button', { name: 'Add link' });
    expect(screen.getByRole('button', { name: `Edit link "${STUDY.Title}"` })).toBeInTheDocument();
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveFocus();
  });

  it("offers Remove link in a link's modal only with the link Delete flag", async () => {
    for (const [can, offered] of [
      [canDo({ link: { Edit: true } }), false],
      [canDo({ link: { Edit: true, Delete: true } }), true],
    ] as const) {
      const { user, unmount } = setup([STUDY], '/edit/a/arg1', memberMeByPath('Ada', can));
      await user.click(await screen.findByRole('button', { name: `Edit link "${STUDY.Title}"` }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit link' }));
      await dialog.findByRole('textbox', { name: 'Title' });
      expect(dialog.queryByRole('button', { name: 'Remove link' }) !== null).toBe(offered);
      unmount();
    }
  });

  it('shows an empty section in edit mode, so a first link can be added', async () => {
    setup([], '/edit/a/arg1', memberMeByPath('Ada'));
    expect(await screen.findByRole('button', { name: 'Add link' })).toBeInTheDocument();
    expect(screen.getByText('No links yet.')).toBeInTheDocument();
  });
});
