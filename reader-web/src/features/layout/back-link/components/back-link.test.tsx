import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from 'react-router-dom';
import { BackLink } from './back-link';
import { LazyBackLink } from './lazy-back-link';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>{pathname}</h1>
      <Link to="/a">A</Link> <Link to="/b">B</Link> <Link to="/c?q=1">C</Link>{' '}
      <Link to="#part">Part</Link>
    </>
  );
}

function renderSite(url = '/a', Back = BackLink) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <main>
            <Back />
            <Outlet />
          </main>
        ),
        children: [{ path: '*', element: <Page /> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const backLink = () => screen.queryByRole('link', { name: 'Back' });
const heading = (name: string) => screen.findByRole('heading', { name });

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

afterEach(() => {
  setReferrer('');
  window.sessionStorage.clear();
});

describe('back link', () => {
  it('is hidden on the first page of a visit', async () => {
    renderSite('/a');
    await heading('/a');
    expect(backLink()).not.toBeInTheDocument();
  });

  it('leads to the page the reader came from, and goes back there in the history', async () => {
    const { router, user } = renderSite('/a');
    await user.click(await screen.findByRole('link', { name: 'B' }));
    await heading('/b');
    await waitFor(() => expect(backLink()).toHaveAttribute('href', '/a'));
    await user.click(screen.getByRole('link', { name: 'C' }));
    await waitFor(() => expect(backLink()).toHaveAttribute('href', '/b'));

    await user.click(backLink()!);
    await heading('/b');
    expect(router.state.historyAction).toBe('POP');
    await waitFor(() => expect(backLink()).toHaveAttribute('href', '/a'));
    await user.click(backLink()!);
    await heading('/a');
    // The first page again: nothing before it.
    await waitFor(() => expect(backLink()).not.toBeInTheDocument());
    // Forward again: each page keeps its own target.
    await act(() => router.navigate(1));
    await heading('/b');
    await waitFor(() => expect(backLink()).toHaveAttribute('href', '/a'));
  });

  it('keeps its target when only the #hash changes, and through a redirect', async () => {
    const { router, user } = renderSite('/a');
    await user.click(await screen.findByRole('link', { name: 'B' }));
    await user.click(screen.getByRole('link', { name: 'Part' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#part'));
    expect(backLink()).toHaveAttribute('href', '/a');
    await act(() => router.navigate('/c?q=1', { replace: true }));
    await heading('/c');
    await waitFor(() => expect(backLink()).toHaveAttribute('href', '/a'));
  });

  it('leads to the referring page of this site after a page load', async () => {
    setReferrer('http://localhost/c?q=1');
    const { router, user } = renderSite('/a');
    await waitFor(() => expect(backLink()).toHaveAttribute('href', '/c?q=1'));
    await user.click(backLink()!);
    await heading('/c');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('ignores a referrer on another site', async () => {
    setReferrer('https://elsewhere.example/c');
    renderSite('/a');
    await heading('/a');
    expect(backLink()).not.toBeInTheDocument();
  });

  it.each([
    ['BackLink', BackLink],
    ['LazyBackLink', LazyBackLink],
  ])('%s renders nothing on the server (it cannot know the previous page)', (_, Back) => {
    setReferrer('http://localhost/c');
    const html = renderToString(
      <MemoryRouter initialEntries={['/a']}>
        <Back />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });

  it('loads after hydration in the layout (LazyBackLink), off the first load', async () => {
    setReferrer('http://localhost/c?q=1');
    const { user } = renderSite('/a', LazyBackLink);
    // Loaded: it shows the referring page.
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/c?q=1');
    await user.click(screen.getByRole('link', { name: 'B' }));
    await heading('/b');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/a');
  });
});
