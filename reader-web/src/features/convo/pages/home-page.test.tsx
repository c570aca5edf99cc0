import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMe } from '../../../test/fake-api';
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
    expect(screen.getByRole('link', { name: 'Question number 1?' })).toHaveAttribute(
      'href',
      '/c/c0',
    );
    expect(api.callsTo('GET /convo/list')[0].search).toBe('?page=1&perPage=20');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');

    await user.click(within(pages).getByRole('link', { name: 'Older questions' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(api.callsTo('GET /convo/list')).toHaveLength(2));
    expect(api.callsTo('GET /convo/list')[1].search).toBe('?page=2&perPage=20');
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
});
