import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function revision(fields: Record<string, unknown>) {
  return {
    RevID: 'r1',
    ArtifactType: 'convo',
    ArtifactID: 'convo1',
    ArtifactName: 'Should public transport be free?',
    ArtifactLink: '/c/convo1',
    Created: '2026-01-02T00:00:00.000Z',
    UserID: 'u1',
    UsernameCased: 'Ed',
    ActionName: 'ConvoCreate',
    ArgsJSON: '{}',
    UserDescription: 'Added content',
    Diff: [],
    LikeNum: 0,
    LikedByMe: false,
    ...fields,
  };
}

const page = (revisions: object[]) => ({
  body: { Revisions: revisions, HasMore: false, NextCursor: null },
});

describe('histories of categories and of questions in them', () => {
  it("shows a category's history at /history/category/{id}, and at /history/categories/{id}", async () => {
    for (const url of ['/history/category/cat1', '/history/categories/cat1']) {
      const api = createFakeApi({
        'GET /me': anonymousMe,
        'GET /category/history': page([
          revision({
            ArtifactType: 'category',
            ArtifactID: 'cat1',
            ArtifactName: 'Transport',
            ArtifactLink: '/categories/cat1',
            ActionName: 'CategoryCreate',
          }),
        ]),
      });
      const view = renderApp(url, api);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'History of “Transport”' }),
      ).toBeInTheDocument();
      expect(api.callsTo('GET /category/history')[0].search).toBe('?categoryID=cat1');
      expect(screen.getByText('Created the category')).toBeInTheDocument();
      const nav = within(screen.getByRole('navigation', { name: 'Category pages' }));
      expect(nav.getByRole('link', { name: 'Read' })).toHaveAttribute('href', '/categories/cat1');
      view.unmount();
    }
  });

  it("names a question's category change and the categories by the server's reading", async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/history': page([
        revision({
          ActionName: 'ConvoSetCategories',
          ArgsJSON: '{"OldCategoryIDs":["cat1"],"NewCategoryIDs":["cat2","gone1"]}',
          UserDescription: 'Refiled',
          Diff: [
            {
              Field: 'Categories',
              Old: '["cat1"]',
              New: '["cat2","gone1"]',
              OldShown: ['Cities'],
              NewShown: ['Health', 'a deleted category'],
            },
          ],
        }),
      ]),
    });
    renderApp('/history/c/convo1', api);
    expect(await screen.findByText('Changed the categories')).toBeInTheDocument();
    const change = screen.getByRole('definition');
    expect(within(change).getByRole('deletion')).toHaveTextContent(/^Cities$/);
    const added = within(within(change).getByRole('insertion')).getAllByRole('listitem');
    expect(added.map((item) => item.textContent)).toEqual(['Health', 'a deleted category']);
    expect(change).not.toHaveTextContent('cat1');
    expect(screen.getByRole('term')).toHaveTextContent('categories');
  });
});
