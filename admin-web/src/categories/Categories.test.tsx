import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { currentUser, meAnswer } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const category = (id: string, Title: string): FakeRecord => ({
  id,
  Title,
  Description: `About ${Title}`,
  Image: null,
  Questions: 2,
  Deleted: false,
  Created: '2026-11-01T10:00:00.000Z',
});

const setUp = () => {
  const categories = [category('cat1', 'Physics'), category('cat2', 'Biology')];
  const fake = installFakeFetch(
    fakeAdminApi({ me: meAnswer(currentUser('editor')), tables: { categories } }),
  );
  return { ...fake, categories };
};

const posts = (requests: { method: string; url: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST');

describe('Categories', () => {
  it('lists categories with a link to their reader page', async () => {
    setUp();
    renderConsole('/admin/categories');
    const row = (await screen.findByText('Physics')).closest('tr') as HTMLElement;
    expect(within(row).getByText('About Physics')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      '/categories/cat1',
    );
  });

  it('deletes a category only with a reason, from a confirm dialog', async () => {
    const { requests, categories } = setUp();
    const { user } = renderConsole('/admin/categories/cat1');
    await screen.findByDisplayValue('Physics');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Physics?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Duplicate of Science',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(posts(requests)).toEqual([
        {
          method: 'POST',
          url: '/api/admin/data/categories/cat1/delete',
          body: { body: { reason: 'Duplicate of Science' } },
        },
      ]),
    );
    expect(categories[0].Deleted).toBe(true);
    // Back to the list of live categories.
    expect(await screen.findByText('Biology')).toBeInTheDocument();
  });

  it('cancels a delete without a request', async () => {
    const { requests } = setUp();
    const { user } = renderConsole('/admin/categories/cat1');
    await screen.findByDisplayValue('Physics');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests)).toEqual([]);
  });

  it("shows the server's sentence when someone else changed the title meanwhile", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests, categories } = setUp();
    const { user } = renderConsole('/admin/categories/cat1');
    const title = await screen.findByDisplayValue('Physics');
    categories[0].Title = 'Physics (renamed)';
    await user.clear(title);
    await user.type(title, 'Physik');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else changed the Title meanwhile; reload to see it.'),
    ).toBeInTheDocument();
    expect(posts(requests)[0].body).toEqual({
      body: { data: { Title: 'Physik' }, previousData: { Title: 'Physics' } },
    });
    expect(categories[0].Title).toBe('Physics (renamed)');
    logged.mockRestore();
  });
});
