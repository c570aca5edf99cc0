import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { NewArticleModal } from './new-article-modal';

function setup(routes: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi({ 'GET /me': anonymousMe, ...routes });
  const onClose = jest.fn();
  const view = renderWithStore(<NewArticleModal onClose={onClose} />, api);
  return { api, onClose, ...view };
}

describe('New Article modal', () => {
  it('asks for the title only', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'New Article' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(dialog).toHaveTextContent('0 characters (3 to 75)');
  });

  it('creates the article, shows Submitting..., then goes to its edit page', async () => {
    const created = deferred({
      status: 201,
      body: { ArticleID: 'art1', Location: '/edit/article/art1' },
    });
    const { api, user, router } = setup({ 'POST /article/new': created.route });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' About this site ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('POST /article/new')[0].body).toEqual({
      body: { title: 'About this site' },
    });
    created.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/article/art1'));
  });

  it("shows the server's error", async () => {
    const { user } = setup({
      'POST /article/new': { status: 403, body: { error: 'You need the editor role.' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'About');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You need the editor role.');
  });
});
