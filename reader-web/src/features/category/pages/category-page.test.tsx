import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const category = {
  Category: {
    CategoryID: 'cat1',
    Title: 'Transport',
    Description: 'Buses, trains and roads.',
    ImageURL: '/api/image/abc',
    Link: '/categories/cat1',
  },
};

function convo(n: number) {
  return {
    ConvoID: `convo${n}`,
    Title: `Question number ${n} about transport`,
    Description: `Description ${n}.`,
    Link: `/c/convo${n}`,
    Created: '2026-01-01T00:00:00.000Z',
  };
}

function api(total = 2) {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /category/get': (call) =>
      new URLSearchParams(call.search).get('categoryID') === 'cat1'
        ? { body: category }
        : { status: 404, body: { error: 'There is no category nope.' } },
    'GET /convo/list': (call) => {
      const page = Number(new URLSearchParams(call.search).get('page'));
      const first = (page - 1) * 20 + 1;
      const count = Math.max(0, Math.min(20, total - first + 1));
      return {
        body: {
          Convos: Array.from({ length: count }, (_, i) => convo(first + i)),
          Total: total,
          Categories: [],
        },
      };
    },
  });
}

describe('category page', () => {
  it('shows the category, its description and image, and links to its questions', async () => {
    const fake = api();
    renderApp('/categories/cat1', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport' })).toBeInTheDocument();
    expect(screen.getByText('Buses, trains and roads.')).toBeInTheDocument();
    expect(fake.callsTo('GET /category/get')[0].search).toBe('?categoryID=cat1');
    const list = within(await screen.findByRole('list', { name: 'Questions in the category' }));
    expect(list.getByRole('link', { name: 'Question number 1 about transport' })).toHaveAttribute(
      'href',
      '/c/convo1',
    );
    expect(list.getAllByRole('link')).toHaveLength(2);
    expect(fake.callsTo('GET /convo/list')[0].search).toBe('?page=1&perPage=20&category=cat1');
    const nav = within(screen.getByRole('navigation', { name: 'Category pages' }));
    expect(nav.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edit/categories/cat1',
    );
    expect(nav.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history/category/cat1',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Transport | Opinion Encyclopedia'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/categories/cat1',
    );
    // No edit tools on the read page.
    expect(screen.queryByRole('button', { name: 'New Category' })).not.toBeInTheDocument();
  });

  it('pages through a long list of questions', async () => {
    const fake = api(45);
    const { user, router } = renderApp('/categories/cat1', fake);
    const pager = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(pager.getByRole('link', { name: 'Older questions' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(
      await screen.findByRole('link', { name: 'Question number 21 about transport' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer questions' })).toHaveAttribute(
      'href',
      '/categories/cat1',
    );
    await waitFor(() => expect(document.title).toBe('Transport, page 2 | Opinion Encyclopedia'));
  });

  it('says when the category has no questions yet', async () => {
    renderApp('/categories/cat1', api(0));
    expect(await screen.findByText('No questions in this category yet.')).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown or deleted category', async () => {
    renderApp('/categories/nope', api());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });
});
