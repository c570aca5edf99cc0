import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { articlePage, meWith } from '../../req/req-fixtures';

const ARTICLE_PAGE = /^\/(?:edit\/)?article\//;

describe('article pages', () => {
  it('shows the title and the body as rich text', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /article/get': { body: articlePage() },
    });
    renderApp('/article/art1', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How the encyclopedia works' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /article/get')[0].search).toBe('?articleID=art1');
    expect(screen.getByText('Questions hold positions.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'https://example.org/guide' })).toHaveAttribute(
      'href',
      'https://example.org/guide',
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Article pages' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Read',
      'Edit',
      'History',
    ]);
    await waitFor(() =>
      expect(document.title).toBe('How the encyclopedia works | Opinion Encyclopedia'),
    );
  });

  it('lets an editor edit the title and body on /edit/article/, with Delete', async () => {
    const editor = canDo({ article: { Delete: true }, slug: { Create: true, Edit: true } });
    const api = createFakeApi({
      'GET /me': meWith('Ed', editor, (path) => ARTICLE_PAGE.test(path)),
      'GET /article/get': { body: articlePage({ Body: '' }) },
      'GET /getfield': { body: { Value: 'How the encyclopedia works' } },
      'POST /slug/get': { body: { Slug: 'how-it-works' } },
    });
    const { user } = renderApp('/edit/article/art1', api);
    expect(await screen.findByRole('button', { name: 'Edit body' })).toBeInTheDocument();
    // The universal slug input, for those who may set slugs, in edit mode.
    expect(await screen.findByRole('textbox', { name: 'Slug' })).toHaveValue('how-it-works');
    expect(api.callsTo('POST /slug/get')[0].body).toEqual({ body: { artifactID: 'art1' } });
    expect(screen.getByText('No text yet: write the body of the article.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    expect(await screen.findByRole('button', { name: 'Delete this article' })).toBeInTheDocument();
  });

  it('tells a plain user on the edit page that their account cannot edit it', async () => {
    const api = createFakeApi({
      'GET /me': meWith('Ada', canDo(), () => false),
      'GET /article/get': { body: articlePage() },
    });
    renderApp('/edit/article/art1', api);
    expect(
      await screen.findByText('Your account cannot edit this article. You can still read it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit body' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Slug' })).not.toBeInTheDocument();
  });

  it('tells anonymous visitors on the edit page that editors edit articles', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /article/get': { body: articlePage() },
    });
    renderApp('/edit/article/art1', api);
    expect(await screen.findByText(/Editors can edit this article/)).toHaveTextContent(
      'Editors can edit this article. Log in to edit it.',
    );
  });

  it('shows the 404 page for an unknown article', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /article/get': { status: 404, body: { error: 'There is no article x.' } },
    });
    renderApp('/article/x', api);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
