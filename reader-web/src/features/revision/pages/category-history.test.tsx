import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi, memberMe } from '../../../test/fake-api';
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

describe('histories of categories, of questions in them and of admin requests', () => {
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

  it("offers Revert on a category's history only with the category Revert flag", async () => {
    const history = page([
      revision({
        RevID: 'r2',
        ArtifactType: 'category',
        ArtifactID: 'cat1',
        ActionName: 'CategoryEditTextField',
        Diff: [{ Field: 'Title', Old: 'Transit', New: 'Transport' }],
      }),
      revision({ ArtifactType: 'category', ArtifactID: 'cat1', ActionName: 'CategoryCreate' }),
    ]);
    // Members may revert questions, not categories: the server refuses them (403).
    for (const [can, offered] of [
      [canDo({ convo: { Revert: true }, pos: { Revert: true }, arg: { Revert: true } }), false],
      [canDo({ category: { Revert: true } }), true],
    ] as const) {
      const api = createFakeApi({
        'GET /me': memberMe('Ada', can),
        'GET /category/history': history,
      });
      const view = renderApp('/history/category/cat1', api);
      const list = within(await screen.findByRole('list', { name: 'Revisions, newest first' }));
      await waitFor(() => expect(list.getAllByRole('button', { name: 'Thank' })).toHaveLength(2));
      expect(list.queryAllByRole('button', { name: 'Revert to this revision' })).toHaveLength(
        offered ? 1 : 0,
      );
      view.unmount();
    }
  });

  it("offers Revert on an admin request's history only with the admin requests' Revert flag", async () => {
    // Its history names the access line deciding its changes: adminReq, not the request kind's.
    const history = {
      body: {
        ...page([
          revision({
            RevID: 'r2',
            ArtifactType: 'req',
            ArtifactID: 'req1',
            ActionName: 'ReqEditTextField',
            Diff: [{ Field: 'Title', Old: 'Site idea', New: 'A site idea' }],
          }),
          revision({ ArtifactType: 'req', ArtifactID: 'req1', ActionName: 'ReqCreate' }),
        ]).body,
        AccessKind: 'adminReq',
      },
    };
    for (const [can, offered] of [
      [canDo({ req: { Revert: true } }), false],
      [canDo({ req: { Revert: true }, adminReq: { Revert: true } }), true],
    ] as const) {
      const api = createFakeApi({
        'GET /me': memberMe('Ada', can),
        'GET /req/history': history,
      });
      const view = renderApp('/history/req/req1', api);
      const list = within(await screen.findByRole('list', { name: 'Revisions, newest first' }));
      await waitFor(() => expect(list.getAllByRole('button', { name: 'Thank' })).toHaveLength(2));
      expect(list.queryAllByRole('button', { name: 'Revert to this revision' })).toHaveLength(
        offered ? 1 : 0,
      );
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
