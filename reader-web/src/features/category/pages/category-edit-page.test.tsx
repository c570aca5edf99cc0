import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { meWith } from '../../req/req-fixtures';

const category = {
  Category: {
    CategoryID: 'cat1',
    Title: 'Transport',
    Description: 'Buses, trains and roads.',
    ImageURL: '/api/image/abc',
    Link: '/categories/cat1',
  },
};
const convos = {
  Convos: [
    {
      ConvoID: 'convo1',
      Title: 'Should public transport be free?',
      Description: 'Fares.',
      Link: '/c/convo1',
      Created: '2026-01-01T00:00:00.000Z',
    },
  ],
  Total: 1,
  Categories: [],
};

const EDITOR = canDo({ category: { Create: true, Edit: true, Delete: true } });

function api(me = meWith('Ed', EDITOR, (path) => path.startsWith('/edit/categories/'))) {
  return createFakeApi({
    'GET /me': me,
    'GET /category/get': { body: category },
    'GET /convo/list': { body: convos },
  });
}

describe('category edit page', () => {
  it('lets an editor edit the title, description and image, and lists its questions', async () => {
    const fake = api();
    renderApp('/edit/categories/cat1', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport' })).toBeInTheDocument();
    expect(fake.callsTo('GET /category/get')[0].search).toBe('?categoryID=cat1');
    expect(await screen.findByRole('button', { name: 'Edit title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit description' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Upload a new image for the category')).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Questions in the category' }));
    expect(list.getByRole('link', { name: 'Should public transport be free?' })).toHaveAttribute(
      'href',
      '/c/convo1',
    );
    expect(fake.callsTo('GET /convo/list')[0].search).toContain('category=cat1');
    const nav = within(screen.getByRole('navigation', { name: 'Category pages' }));
    expect(nav.getByRole('link', { name: 'Read' })).toHaveAttribute('href', '/categories/cat1');
    expect(nav.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history/category/cat1',
    );
    expect(screen.getByRole('button', { name: 'New Category' })).toBeInTheDocument();
  });

  it('asks anonymous visitors to sign up or log in, with no edit tools', async () => {
    renderApp('/edit/categories/cat1', api(anonymousMe));
    expect(await screen.findByText(/Editors can edit this category/)).toHaveTextContent(
      'Editors can edit this category. Log in to edit it.',
    );
    expect(screen.getByText('Buses, trains and roads.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload a new image for the category')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Category' })).not.toBeInTheDocument();
  });
});
