import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred, type FakeRoute } from '../../../test/fake-api';
import { sentEdit } from '../../../test/edit-calls';
import { renderWithStoreAt } from '../../../test/render-app';
import { ACCEPT_ALL, CONSENT_KEY } from '../../cookies/consent-store';
import LinkModal, { NOT_WEB_ADDRESS } from './link-modal';

const STORED = {
  LinkID: 'link1',
  Title: 'Tallinn one year after free transit',
  URL: 'https://www.example.org/tallinn',
  Image: 'https://cdn.example.org/tallinn.jpg',
  Icon: 'https://www.example.org/favicon.ico',
};
const OG = {
  image: 'https://cdn.example.org/og.png',
  icon: 'https://news.example.net/icon.png',
  title: 'Fare-free public transport',
};

function setup(
  routes: Record<string, FakeRoute>,
  props: { linkID?: string; mayRemove?: boolean } = {},
) {
  const api = createFakeApi({ 'GET /me': anonymousMe, ...routes });
  const onClose = jest.fn();
  const view = renderWithStoreAt(
    <LinkModal
      argID="arg1"
      linkID={props.linkID}
      mayRemove={props.mayRemove ?? false}
      onClose={onClose}
    />,
    '/edit/a/arg1',
    api,
  );
  return { api, onClose, ...view };
}

describe('Link modal', () => {
  it('reads the page once the URL is typed, previews its image and icon, and saves them', async () => {
    window.localStorage.setItem(CONSENT_KEY, ACCEPT_ALL);
    const og = deferred({ body: OG });
    const saved = deferred({ body: { Location: '/a/arg1' } });
    const { api, user, onClose } = setup({
      'GET /parse-og': og.route,
      'POST /arg/edit': saved.route,
    });
    const url = screen.getByRole('textbox', { name: 'URL' });
    await user.type(url, '  https://news.example.net/fare-free  ');
    await user.tab();
    expect(await screen.findByText('Reading the page...')).toBeInTheDocument();
    expect(api.callsTo('GET /parse-og')[0].search).toBe(
      `?url=${encodeURIComponent('https://news.example.net/fare-free')}`,
    );
    og.release();
    const preview = screen.getByRole('group', { name: 'Preview' });
    await waitFor(() =>
      expect(preview.querySelector('img.link-preview__image')).toHaveAttribute('src', OG.image),
    );
    expect(within(preview).getByText('news.example.net')).toBeInTheDocument();
    expect(preview.querySelector('img.link-card__icon')).toHaveAttribute('src', OG.icon);
    // The empty title takes the page's own.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(OG.title);

    expect(screen.getByText(/Saved as ‘Add link’ if left empty/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(sentEdit(api)).toEqual({
      argID: 'arg1',
      action: {
        ActionName: 'ArgAddExternalLink',
        ArgsJSON: {
          Title: 'Fare-free public transport',
          URL: 'https://news.example.net/fare-free',
          Image: OG.image,
          Icon: OG.icon,
        },
      },
      revDesc: 'Add link',
    });
    saved.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("fills an empty title from the address when the page has none, and never replaces the member's", async () => {
    const { api, user } = setup({
      'GET /parse-og': { body: { image: '', icon: '', title: '' } },
    });
    const url = screen.getByRole('textbox', { name: 'URL' });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(url, 'https://www.example.org/tallinn/fares%20today/');
    await user.tab();
    await waitFor(() => expect(title).toHaveValue('example.org/tallinn/fares today'));
    // A filled-in title follows the address...
    await user.clear(url);
    await user.type(url, 'https://example.net/other');
    await user.tab();
    await waitFor(() => expect(title).toHaveValue('example.net/other'));
    // ...but one the member wrote stays.
    await user.clear(title);
    await user.type(title, 'My own words');
    await user.clear(url);
    await user.type(url, 'https://example.com/third');
    await user.tab();
    await waitFor(() => expect(api.callsTo('GET /parse-og')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText('Reading the page...')).toBeNull());
    expect(title).toHaveValue('My own words');
  });

  it('says it could not reach the page, titles the link from its address, and saves it', async () => {
    const { api, user } = setup({
      'GET /parse-og': {
        status: 400,
        body: { error: 'That address is on a private network.' },
      },
      'POST /arg/edit': { body: { Location: '/a/arg1' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'http://10.0.0.1/page');
    await user.tab();
    expect(
      await screen.findByText(
        'Could not reach that page (that address is on a private network). You can still add the link with a title of your own.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('10.0.0.1/page');
    // No picture: the site's name on a panel, not a letter.
    const preview = screen.getByRole('group', { name: 'Preview' });
    expect(preview.querySelector('.site-panel')?.textContent?.replaceAll('\u200b', '')).toBe(
      '10.0.0.1',
    );
    await user.clear(title);
    await user.type(title, 'A page');
    await user.type(screen.getByRole('textbox', { name: 'Describe your change' }), 'Source');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(sentEdit(api).action.ArgsJSON).toEqual({
      Title: 'A page',
      URL: 'http://10.0.0.1/page',
      Image: '',
      Icon: '',
    });
    expect(sentEdit(api).revDesc).toBe('Source');
  });

  it('accepts only http and https addresses, in the error area, without asking the server', async () => {
    const { api, user } = setup({ 'POST /arg/edit': { body: {} } });
    for (const address of ['javascript:alert(1)', 'ftp://example.org/file', 'example.org']) {
      const url = screen.getByRole('textbox', { name: 'URL' });
      await user.clear(url);
      await user.type(url, address);
      await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('alert')).toHaveTextContent(NOT_WEB_ADDRESS);
    }
    expect(api.callsTo('POST /arg/edit')).toEqual([]);
    expect(api.callsTo('GET /parse-og')).toEqual([]);
  });

  it("shows the server's refusal in the error area and stays open", async () => {
    const { user, onClose } = setup({
      'GET /parse-og': { body: { image: '', icon: '' } },
      'POST /arg/edit': {
        status: 409,
        body: { error: 'This argument already links to that address.' },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://example.org/a');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This argument already links to that address.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('loads the stored link to edit it, and saves ArgEditExternalLink with its id', async () => {
    const stored = deferred({ body: { Link: STORED } });
    const { api, user } = setup(
      { 'GET /arg/getlink': stored.route, 'POST /arg/edit': { body: { Location: '/a/arg1' } } },
      { linkID: 'link1' },
    );
    expect(screen.getByRole('dialog', { name: 'Edit link' })).toBeInTheDocument();
    expect(await screen.findByText('Loading contents...')).toBeInTheDocument();
    stored.release();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(api.callsTo('GET /arg/getlink')[0].search).toBe('?argID=arg1&linkID=link1');
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveValue(STORED.URL);
    expect(screen.getByText(/Saved as ‘Added content’/)).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Tallinn, a year on');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    // The URL is unchanged: its page is not read again, its image and icon are kept.
    expect(api.callsTo('GET /parse-og')).toEqual([]);
    expect(sentEdit(api).action).toEqual({
      ActionName: 'ArgEditExternalLink',
      ArgsJSON: {
        LinkID: 'link1',
        Title: 'Tallinn, a year on',
        URL: STORED.URL,
        Image: STORED.Image,
        Icon: STORED.Icon,
      },
    });
    expect(sentEdit(api).revDesc).toBe('');
  });

  it('offers Remove only to those who may remove links, and never on a new link', async () => {
    const getLink = { 'GET /arg/getlink': { body: { Link: STORED } } };
    const cannot = setup(getLink, { linkID: 'link1', mayRemove: false });
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByRole('button', { name: 'Remove link' })).toBeNull();
    cannot.unmount();
    const adding = setup({}, { mayRemove: true });
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByRole('button', { name: 'Remove link' })).toBeNull();
    adding.unmount();
    setup(getLink, { linkID: 'link1', mayRemove: true });
    expect(await screen.findByRole('button', { name: 'Remove link' })).toBeInTheDocument();
  });

  it('removes a link after a confirmation, with ArgRemoveExternalLink', async () => {
    const removed = deferred({ body: { Location: '/a/arg1' } });
    const { api, user, onClose } = setup(
      { 'GET /arg/getlink': { body: { Link: STORED } }, 'POST /arg/edit': removed.route },
      { linkID: 'link1', mayRemove: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove link' }));
    expect(api.callsTo('POST /arg/edit')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm removal' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(sentEdit(api).action).toEqual({
      ActionName: 'ArgRemoveExternalLink',
      ArgsJSON: { LinkID: 'link1' },
    });
    removed.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
