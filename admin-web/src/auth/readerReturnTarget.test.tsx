import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { installFakeFetch, json } from '../test/fakeFetch';
import { currentUser, meAnswer } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

describe('admin pages return to /', () => {
  it("makes / the reader's return target as soon as the console opens", async () => {
    window.sessionStorage.setItem('lastPage', '/c/abc');
    installFakeFetch(() => json(meAnswer(null)));
    renderConsole('/admin/users');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('lastPage')).toBe('/');
  });

  it("logs an editor out from the console's user menu", async () => {
    let me = meAnswer(currentUser('editor'));
    const { requests } = installFakeFetch(({ method, url }) => {
      if (url.startsWith('/api/me?')) return json(me);
      if (method === 'POST' && url === '/api/logout') {
        me = meAnswer(null);
        return json({ LoggedOut: true });
      }
      return json({ Total: 0, Items: [] });
    });
    const { user } = renderConsole('/admin/');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST' && r.url === '/api/logout')).toHaveLength(
        1,
      ),
    );
    expect(window.sessionStorage.getItem('lastPage')).toBe('/');
  });
});
