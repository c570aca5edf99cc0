import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../test/fake-api';
import { renderWithStore } from '../../test/render-app';
import { ListLink } from './list-link';

function renderLink(onClick?: (event: React.MouseEvent) => void) {
  return renderWithStore(
    <ListLink to="/a/arg1#voting" className="title" onClick={onClick}>
      An argument
    </ListLink>,
    createFakeApi({ 'GET /me': anonymousMe }),
  );
}

describe('ListLink', () => {
  it('is a plain anchor to its path, with the attributes given', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'An argument' });
    expect(link).toHaveAttribute('href', '/a/arg1#voting');
    expect(link).toHaveClass('title');
  });

  it('navigates through the router on a plain click, keeping the hash', async () => {
    const { router, user } = renderLink();
    await user.click(screen.getByRole('link', { name: 'An argument' }));
    expect(router.state.location.pathname).toBe('/a/arg1');
    expect(router.state.location.hash).toBe('#voting');
  });

  it.each([
    ['a ctrl-click', { ctrlKey: true }],
    ['a meta-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser (a new tab or window)', (_name, init) => {
    const { router } = renderLink();
    const link = screen.getByRole('link', { name: 'An argument' });
    // fireEvent returns false when the handler prevented the default action.
    expect(fireEvent.click(link, init)).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets its own onClick cancel the navigation', async () => {
    const { router, user } = renderLink((event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'An argument' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
