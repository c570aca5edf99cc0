import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi, memberMe } from '../../../test/fake-api';
import { convoList } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

const emptyList = { body: { Convos: [], Total: 0, Categories: [] } };

describe('home page', () => {
  it.each(['/', '/encyclopedia'])(
    '%s shows the description and an honest empty state',
    async (url) => {
      renderApp(url, createFakeApi({ 'GET /me': anonymousMe, 'GET /convo/list': emptyList }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Opinion Encyclopedia' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Building an encyclopedia of the world's opinions", { selector: 'p' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('link', { name: 'log in' }),
      );
    },
  );

  it('does not invite a member to sign up', async () => {
    renderApp('/', createFakeApi({ 'GET /me': memberMe('Ada'), 'GET /convo/list': emptyList }));
    await screen.findByRole('link', { name: 'Ada' });
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the first question map' })).toHaveAttribute(
      'href',
      '/app/convo/new',
    );
  });

  it('lists the newest questions with paging', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/list': { body: convoList(20, 45) },
    });
    const { user, router } = renderApp('/encyclopedia', api);

    expect(await screen.findByRole('heading', { name: 'Latest questions' })).toBeInTheDocument();
    const latest = within(screen.getByRole('region', { name: 'Latest questions' }));
    expect(latest.getByRole('link', { name: 'Question number 1?' })).toHaveAttribute(
      'href',
      '/c/c0',
    );
    // The whole list's calls, not the front door's most voted on (sort=popular).
    const listCalls = () =>
      api.callsTo('GET /convo/list').filter((call) => !call.search.includes('sort='));
    expect(listCalls()[0].search).toBe('?page=1&perPage=20');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');

    await user.click(within(pages).getByRole('link', { name: 'Older questions' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1].search).toBe('?page=2&perPage=20');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('filters by category', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/list': (call) =>
        call.search.includes('category=cat2')
          ? { body: { ...convoList(0), Total: 0 } }
          : { body: convoList(2) },
    });
    const { user, router } = renderApp('/encyclopedia', api);

    await user.selectOptions(await screen.findByLabelText('Category'), 'Health');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(router.state.location.search).toBe('?category=cat2'));
    expect(await screen.findByRole('heading', { name: 'Questions in Health' })).toBeInTheDocument();
    expect(screen.getByText('No questions in this category yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Health' })).toHaveAttribute(
      'href',
      '/categories/cat2',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    renderApp('/', createFakeApi({ 'GET /me': anonymousMe, 'GET /convo/list': { status: 500 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The questions could not be loaded.',
    );
  });

  describe('the front door', () => {
    const guide = {
      body: {
        Guide: {
          Title: 'How this encyclopedia works',
          Link: '/article/how-this-encyclopedia-works',
          Summary: 'Every question here has a few positions.',
        },
      },
    };
    const list = convoList(3);
    list.Convos[2] = { ...list.Convos[2], Positions: 0, Arguments: 0, Voters: 0 };
    const popular = { body: { ...convoList(2), Total: 2 } };
    const frontApi = (me: ReturnType<typeof memberMe> | typeof anonymousMe) =>
      createFakeApi({
        'GET /me': me,
        'GET /convo/list': (call) =>
          call.search.includes('sort=popular') ? popular : { body: list },
        'GET /article/guide': guide,
      });

    it('offers the guide, the most voted on questions with their figures, and the categories', async () => {
      renderApp('/', frontApi(anonymousMe));
      const guideCard = within(await screen.findByRole('complementary', { name: 'New here?' }));
      expect(guideCard.getByRole('link', { name: 'How this encyclopedia works' })).toHaveAttribute(
        'href',
        '/article/how-this-encyclopedia-works',
      );
      expect(guideCard.getByText('Every question here has a few positions.')).toBeInTheDocument();

      const popularList = within(screen.getByRole('region', { name: 'Most voted on' }));
      expect(popularList.getAllByRole('listitem')).toHaveLength(2);
      expect(popularList.getByText('2 positions · 1 argument · 10 voters')).toBeInTheDocument();

      const categories = within(screen.getByRole('navigation', { name: 'Browse by category' }));
      expect(categories.getByRole('link', { name: 'Health' })).toHaveAttribute(
        'href',
        '/encyclopedia?category=cat2',
      );

      const latest = within(screen.getByRole('region', { name: 'Latest questions' }));
      expect(latest.getByText('2 positions · 0 arguments · 0 voters')).toBeInTheDocument();
      // An empty question says so, and invites nobody who may not add a position.
      expect(latest.getByText('No positions yet.')).toBeInTheDocument();
      expect(
        latest.queryByRole('link', { name: 'Add the first position' }),
      ).not.toBeInTheDocument();
    });

    it('invites a member who may add positions to add the first one, and to start or suggest a question', async () => {
      renderApp(
        '/',
        frontApi(memberMe('Ada', canDo({ pos: { Create: true }, convo: { Create: true } }))),
      );
      const latest = within(await screen.findByRole('region', { name: 'Latest questions' }));
      expect(await latest.findByRole('link', { name: 'Add the first position' })).toHaveAttribute(
        'href',
        '/edit/c/c2',
      );
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Start a new question map' })).toHaveAttribute(
        'href',
        '/app/convo/new',
      );
      expect(main.getByRole('link', { name: 'Suggest a question' })).toHaveAttribute(
        'href',
        '/suggest',
      );
    });

    it('shows only the list on later pages and in a category', async () => {
      const api = frontApi(anonymousMe);
      renderApp('/encyclopedia?page=2', api);
      expect(await screen.findByRole('heading', { name: 'Latest questions' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Most voted on' })).not.toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'New here?' })).not.toBeInTheDocument();
      expect(api.callsTo('GET /article/guide')).toHaveLength(0);
    });
  });
});
