import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  memberMeByPath,
  type FakeRoute,
} from '../../../test/fake-api';
import { convoPage } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

function convoApi(home: FakeRoute = anonymousMe, page = convoPage()) {
  return createFakeApi({ 'GET /me': home, 'GET /convo/get': { body: page } });
}

describe('question page', () => {
  it('shows the question, its tags and its ordered positions with their arguments', async () => {
    const api = convoApi();
    renderApp('/c/convo1', api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Should public transport be free?' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /convo/get')[0].search).toBe('?convoID=convo1');
    expect(screen.getByText(/Whether a city should make its buses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transport' })).toHaveAttribute('href', '/tags/tag1');
    expect(screen.getByRole('link', { name: 'Cities' })).toHaveAttribute(
      'href',
      '/categories/cat1',
    );

    const positions = within(screen.getByRole('region', { name: 'Positions' }));
    expect(
      positions.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Yes, make it free', 'No, keep the fares']);
    expect(positions.getByRole('link', { name: 'Yes, make it free' })).toHaveAttribute(
      'href',
      '/p/pos1',
    );
    expect(positions.getByRole('link', { name: 'Free fares cut car traffic' })).toHaveAttribute(
      'href',
      '/a/arg1',
    );
    expect(positions.getByText('No arguments for this position yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|New Position/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your vote' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Should public transport be free? | Opinion Encyclopedia'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/c/convo1',
    );
  });

  it('shows Page Not Found for an unknown id', async () => {
    renderApp(
      '/c/nope',
      createFakeApi({
        'GET /me': anonymousMe,
        'GET /convo/get': { status: 404, body: { error: 'There is no convo with id nope.' } },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('covers an offensive question with the warning until the reader continues', async () => {
    const { user } = renderApp('/c/convo1', convoApi(anonymousMe, convoPage({ Offensive: true })));
    expect(
      await screen.findByRole('heading', { name: 'This content may be offensive' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Positions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I understand and wish to continue' }));
    expect(screen.getByRole('region', { name: 'Positions' })).toBeInTheDocument();
  });

  it('asks anonymous visitors on the edit page to sign up or log in', async () => {
    const api = convoApi();
    renderApp('/edit/c/convo1', api);
    const prompt = await screen.findByRole('complementary', { name: 'Editing' });
    expect(prompt).toHaveTextContent('Anyone with an account can edit this question.');
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(prompt).getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.search === '?path=%2Fedit%2Fc%2Fconvo1')).toBe(true);
  });

  it('gives members edit tools on the edit page, keeping links in edit mode', async () => {
    renderApp('/edit/c/convo1', convoApi(memberMeByPath('Ada')));
    expect(await screen.findByRole('button', { name: 'Edit title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit description' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit tags' })).toBeInTheDocument();
    const tools = screen.getByRole('toolbar', { name: 'Question tools' });
    expect(within(tools).getByRole('button', { name: 'New Position' })).toBeEnabled();
    expect(within(tools).getByRole('button', { name: 'Edit order' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'New Argument for "Yes, make it free"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yes, make it free' })).toHaveAttribute(
      'href',
      '/edit/p/pos1',
    );
    // Editors edit here; readers vote on the read page.
    expect(screen.queryByRole('region', { name: 'Your vote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Editing' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Edit: Should public transport be free? | Opinion Encyclopedia'),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('edits a field and reloads the page data', async () => {
    const api = convoApi(memberMeByPath('Ada'));
    api.routes['GET /getfield'] = { body: { Value: 'Should public transport be free?' } };
    api.routes['POST /convo/edit'] = () => {
      api.routes['GET /convo/get'] = {
        body: convoPage({ Title: 'Should buses and trams be free?' }),
      };
      return { body: { RevID: 'rev2' } };
    };
    const { user } = renderApp('/edit/c/convo1', api);

    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    const input = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(input);
    await user.type(input, 'Should buses and trams be free?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Should buses and trams be free?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Edit: Should buses and trams be free? | Opinion Encyclopedia'),
    );
  });

  it('offers Delete in the title modal to those who may delete questions', async () => {
    const api = convoApi(memberMeByPath('Ed', canDo({ convo: { Delete: true } })));
    api.routes['GET /getfield'] = { body: { Value: 'Should public transport be free?' } };
    api.routes['POST /convo/edit'] = { body: { RevID: 'rev3', Location: '/encyclopedia' } };
    api.routes['GET /convo/list'] = { body: { Convos: [], Total: 0, Categories: [] } };
    const { user, router } = renderApp('/edit/c/convo1', api);

    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    await user.click(await screen.findByRole('button', { name: 'Delete this question' }));
    expect(
      await screen.findByRole('dialog', { name: 'Delete this question?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/encyclopedia'));
  });

  it('does not offer Delete without the question Delete flag (another kind’s does not count)', async () => {
    const api = convoApi(
      memberMeByPath('Ada', canDo({ convo: { Edit: true }, pos: { Delete: true } })),
    );
    api.routes['GET /getfield'] = { body: { Value: 'Should public transport be free?' } };
    const { user } = renderApp('/edit/c/convo1', api);
    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('disables New Position at 8 positions', async () => {
    const page = convoPage();
    page.Positions = Array.from({ length: 8 }, (_, index) => ({
      ...page.Positions[1],
      PosID: `p${index}`,
      Title: `Position number ${index}`,
    }));
    renderApp('/edit/c/convo1', convoApi(memberMeByPath('Ada'), page));
    expect(await screen.findByRole('button', { name: 'New Position' })).toBeDisabled();
  });

  it('a question with no positions invites its first: a log-in to visitors, a link to who may add one', async () => {
    const empty = { ...convoPage(), Positions: [] };
    const anonymous = renderApp('/c/convo1', convoApi(anonymousMe, empty));
    const positions = within(await screen.findByRole('region', { name: 'Positions' }));
    expect(await positions.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(positions.getByText(/to add the first position/)).toBeInTheDocument();
    anonymous.unmount();

    renderApp(
      '/c/convo1',
      convoApi(memberMeByPath('Ada', canDo({ pos: { Create: true } })), empty),
    );
    const mine = within(await screen.findByRole('region', { name: 'Positions' }));
    expect(await mine.findByRole('link', { name: 'Add the first position' })).toHaveAttribute(
      'href',
      '/edit/c/convo1',
    );
    expect(mine.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
