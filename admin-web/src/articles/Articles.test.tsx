import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { type FakeRequest, installFakeFetch, json } from '../test/fakeFetch';
import { can, currentUser, meAnswer, rights } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const article = (Slug: string | null): FakeRecord => ({
  id: 'art1',
  Title: 'How the encyclopedia works',
  Slug,
  Body: 'It maps opinions.',
  Link: Slug ? `/article/${Slug}` : '/article/art1',
  Deleted: false,
  Created: '2026-11-01T10:00:00.000Z',
});

/** The slug API in small: 'taken-one' is taken; a saved slug becomes the record's. */
function setUp(row: FakeRecord, me = meAnswer(currentUser('editor'))) {
  const data = fakeAdminApi({ me, tables: { articles: [row] } });
  const normalise = (raw: string) =>
    raw
      .toLowerCase()
      .replace(' ', '-')
      .replace(/[^a-z0-9-]/g, '');
  return installFakeFetch((request: FakeRequest) => {
    const body = (request.body as { body?: { slug?: string } } | undefined)?.body;
    if (request.url === '/api/slug/available') {
      const Slug = normalise(body?.slug ?? '');
      return json(Slug === 'taken-one' ? { Slug, Available: false } : { Slug, Available: true });
    }
    if (request.url === '/api/slug/create') {
      row.Slug = normalise(body?.slug ?? '');
      row.Link = `/article/${row.Slug as string}`;
      return json({ Slug: row.Slug, Link: row.Link, RevID: 'rev1' }, 201);
    }
    return data(request);
  });
}

const slugBox = () => screen.findByRole('textbox', { name: 'Slug' });

describe('Articles', () => {
  it('gives an article its first slug on the edit screen, the availability checked as one types', async () => {
    const row = article(null);
    const { requests } = setUp(row);
    const { user } = renderConsole('/admin/articles/art1');
    expect(await screen.findByText('A short address for the page; it has none yet.')).toBeVisible();
    // A title being typed stays when the slug is saved.
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'How it works');
    await user.type(await slugBox(), 'How it works');
    expect(await screen.findByText('/article/how-itworks is available')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set slug' }));
    await screen.findByText('Slug saved');
    expect(requests.filter((r) => r.url === '/api/slug/create')).toEqual([
      {
        method: 'POST',
        url: '/api/slug/create',
        body: { body: { artifactType: 'article', artifactID: 'art1', slug: 'How it works' } },
      },
    ]);
    await screen.findByText(
      'The page is at /article/how-itworks; the old address keeps leading to it.',
    );
    expect(await slugBox()).toHaveValue('how-itworks');
    expect(screen.getByRole('button', { name: 'Change slug' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('How it works');
    // The form's own Save sends no slug: it is not one of the article's fields.
    expect(
      requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/admin/data')),
    ).toEqual([]);
  });

  it('says a slug is taken and offers no save for it; Enter does not save the form', async () => {
    const { requests } = setUp(article('how-it-works'));
    const { user } = renderConsole('/admin/articles/art1');
    const box = await slugBox();
    expect(box).toHaveValue('how-it-works');
    await user.clear(box);
    await user.type(box, 'taken-one{Enter}');
    expect(await screen.findByText('/article/taken-one is taken')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change slug' })).toBeDisabled();
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/slug/available')).toHaveLength(1),
    );
    expect(requests.filter((r) => r.method === 'POST' && r.url !== '/api/slug/available')).toEqual(
      [],
    );
  });

  it('shows no slug field to someone the server does not let set slugs', async () => {
    setUp(
      article('how-it-works'),
      meAnswer(currentUser('editor'), can([rights('articles', 'Update')])),
    );
    renderConsole('/admin/articles/art1');
    await screen.findByDisplayValue('How the encyclopedia works');
    expect(screen.queryByRole('textbox', { name: 'Slug' })).toBeNull();
    expect(screen.queryByText('how-it-works')).toBeNull();
  });

  it('shows no slug field on a deleted article, which has no address to give', async () => {
    setUp({ ...article('how-it-works'), Deleted: true });
    renderConsole('/admin/articles/art1');
    await screen.findByDisplayValue('How the encyclopedia works');
    expect(screen.queryByRole('textbox', { name: 'Slug' })).toBeNull();
  });
});
