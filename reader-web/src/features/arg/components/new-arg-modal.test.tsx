import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { LONG_DESCRIPTION } from '../../../test/map-fixtures';
import { renderWithStore } from '../../../test/render-app';
import { NewArgModal } from './new-arg-modal';

function setup(routes: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi({ 'GET /me': anonymousMe, ...routes });
  const onClose = jest.fn();
  const view = renderWithStore(<NewArgModal posID="parent1" onClose={onClose} />, api);
  return { api, onClose, ...view };
}

describe('New Argument modal', () => {
  it('New Argument explains what an argument is and asks for a 160-300 character description', async () => {
    const { user } = setup();
    const dialog = screen.getByRole('dialog', { name: 'New Argument' });
    expect(dialog).toHaveTextContent('An Argument supports the Position above it');
    expect(dialog).toHaveTextContent('short and value-free');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, 'Short.{Enter}');
    expect(description).toHaveValue('Short.');
    expect(screen.getByText(/^6 characters/)).toHaveClass('char-counter--outside');
    await user.clear(description);
    await user.type(description, LONG_DESCRIPTION);
    expect(screen.getByText(/^\d+ characters \(160 to 300\)$/)).toHaveClass('char-counter--within');
  });

  it('posts a new argument under its position', async () => {
    const { api, user, router } = setup({
      'POST /arg/new': { status: 201, body: { ArgID: 'arg9', Location: '/edit/a/arg9' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Free fares cut traffic');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), LONG_DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/a/arg9'));
    expect(api.callsTo('POST /arg/new')[0].body).toEqual({
      body: { posID: 'parent1', title: 'Free fares cut traffic', description: LONG_DESCRIPTION },
    });
  });
});
