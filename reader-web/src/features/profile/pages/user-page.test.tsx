import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMe, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { editsPage, publicProfile } from '../profile-fixtures';

function userApi(me: FakeRoute = anonymousMe, total = 3, profile = publicProfile()) {
  return createFakeApi({
    'GET /me': me,
    'GET /user/profile': (call) =>
      new URLSearchParams(call.search).get('username') === 'ada'
        ? { body: profile }
        : { status: 404, body: { error: 'There is no user called "nobody".' } },
    'GET /req/suggestions': { body: { Suggestions: [], HasMore: false } },
    ...Object.fromEntries(
      [1, 2, 3].map((page) => [`GET /user/edits/ada/${page}`, { body: editsPage(page, total) }]),
    ),
  });
}

describe('user page', () => {
  it('shows the public profile: image, names, bio, location, link, expertise, interests', async () => {
    const api = userApi();
    renderApp('/u/ada', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(api.callsTo('GET /user/profile')[0].search).toBe('?username=ada');
    expect(screen.getByRole('img', { name: "Ada's profile image" })).toHaveAttribute(
      'src',
      '/api/user/profileimage/ada',
    );
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText(/Wrote the first program\./)).toHaveTextContent(
      'Wrote the first program. Likes engines.',
    );
    expect(screen.getByText('Analytical engines')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://example.org/ada' });
    expect(link).toHaveAttribute('href', 'https://example.org/ada');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['nofollow', 'ugc']),
    );
    const interests = within(screen.getByRole('region', { name: 'Interests' }));
    expect(interests.getByRole('link', { name: 'Economics' })).toHaveAttribute(
      'href',
      '/categories/cat2',
    );
    // Not their own profile: no Settings link (the header's is everyone's own).
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Settings' }),
    ).not.toBeInTheDocument();
  });

  it('lists the edits: what, where, when and the description', async () => {
    renderApp('/u/ada', userApi());
    const edits = within(await screen.findByRole('list', { name: 'Edits, newest first' }));
    const items = edits.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Question number 1?');
    expect(within(items[0]).getByRole('link', { name: 'Question number 1?' })).toHaveAttribute(
      'href',
      '/c/convo1',
    );
    expect(items[0]).toHaveTextContent('Edit number 1');
    expect(within(items[0]).getByText(/2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    expect(screen.getByText('3 of 3 edits, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads more while fewer edits than the total are shown', async () => {
    const api = userApi(anonymousMe, 45);
    const { user } = renderApp('/u/ada', api);
    const list = await screen.findByRole('list', { name: 'Edits, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(screen.getByText('45 of 45 edits, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /user/edits/ada/3')).toHaveLength(1);
  });

  it('says when there are no edits yet', async () => {
    renderApp('/u/ada', userApi(anonymousMe, 0));
    expect(await screen.findByText('No edits yet.')).toBeInTheDocument();
  });

  it('has a Settings link on your own profile', async () => {
    renderApp('/u/ada', userApi(memberMe('Ada')));
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/app/settings',
    );
  });

  it('leaves out empty fields and a link that is not a web address', async () => {
    const bare = publicProfile({
      FullName: '',
      Bio: '',
      Location: '',
      Link: 'javascript:alert(1)',
      UserExpertise: '',
      Categories: [],
      UserCats: [],
    });
    renderApp('/u/ada', userApi(anonymousMe, 0, bare));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Interests' })).not.toBeInTheDocument();
    expect(screen.queryByText(/javascript/)).not.toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown user', async () => {
    renderApp('/u/nobody', userApi());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });
});
