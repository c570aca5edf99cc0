import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { type CurrentUser } from '../api/types';
import { type FakeRequest, installFakeFetch, json } from '../test/fakeFetch';
import { currentUser, meAnswer } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const REFUSAL = 'Your account does not have console access. Ask an admin for the editor role.';

/** /api/me answers for whoever the last successful login made current. */
function fakeSessionApi(initial: CurrentUser | null, accounts: Record<string, CurrentUser>) {
  let me = initial;
  return ({ method, url, body }: FakeRequest) => {
    if (url.startsWith('/api/me?')) return json(meAnswer(me));
    if (method === 'POST' && url === '/api/login') {
      const { email } = (body as { body: { email: string } }).body;
      if (!accounts[email]) return json({ error: 'Wrong email or password.' }, 401);
      me = accounts[email];
      return json({ User: me });
    }
    if (url.startsWith('/api/admin/users/')) return json({ error: 'No user has that UID.' }, 404);
    return json({ error: 'Not found.' }, 404);
  };
}

describe('Login page', () => {
  it('tells a signed-in plain user why the console stays closed', async () => {
    const { requests } = installFakeFetch(fakeSessionApi(currentUser('user'), {}));
    renderConsole('/admin/');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Alice')).not.toBeInTheDocument();
    // Their reader session is theirs: the console does not log them out of the site.
    expect(requests.some((r) => r.url === '/api/logout')).toBe(false);
  });

  it('asks an anonymous visitor to sign in, without a refusal', async () => {
    installFakeFetch(fakeSessionApi(null, {}));
    renderConsole('/admin/users');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
  });

  it('signs an editor in with their email and opens the dashboard', async () => {
    const editor = currentUser('editor', 'Eddie');
    const { requests } = installFakeFetch(fakeSessionApi(null, { 'eddie@example.org': editor }));
    const { user } = renderConsole('/admin/');
    await user.type(await screen.findByLabelText(/Email/), 'eddie@example.org');
    await user.type(screen.getByLabelText(/Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Welcome, Eddie')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/login')?.body).toEqual({
      body: { email: 'eddie@example.org', password: 'a long password' },
    });
  });

  it('refuses a plain account at sign-in with the clear message', async () => {
    const reader = currentUser('user', 'Rita');
    installFakeFetch(fakeSessionApi(null, { 'rita@example.org': reader }));
    const { user } = renderConsole('/admin/');
    await user.type(await screen.findByLabelText(/Email/), 'rita@example.org');
    await user.type(screen.getByLabelText(/Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Welcome, Rita')).not.toBeInTheDocument());
  });

  it("shows the server's sentence for wrong credentials", async () => {
    installFakeFetch(fakeSessionApi(null, {}));
    const { user } = renderConsole('/admin/');
    await user.type(await screen.findByLabelText(/Email/), 'nobody@example.org');
    await user.type(screen.getByLabelText(/Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
  });
});
