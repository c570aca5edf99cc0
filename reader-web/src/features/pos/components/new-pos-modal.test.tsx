import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { NewPosModal } from './new-pos-modal';

function setup(routes: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi({ 'GET /me': anonymousMe, ...routes });
  const onClose = jest.fn();
  const view = renderWithStore(<NewPosModal convoID="parent1" onClose={onClose} />, api);
  return { api, onClose, ...view };
}

describe('New Position modal', () => {
  it('New Position explains what a position is and counts Title and Description', async () => {
    const { user } = setup();
    const dialog = screen.getByRole('dialog', { name: 'New Position' });
    expect(dialog).toHaveTextContent(
      'A Position is a broad category of response to the Question. It is not the place to describe Arguments',
    );
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('rows', '10');

    await user.type(title, 'Too short');
    expect(title).toHaveAccessibleDescription('9 characters (10 to 75): too short');
    // A position's description is optional, up to 300 characters.
    expect(description).toHaveAccessibleDescription('0 characters (at most 300)');
    expect(screen.getByText('0 characters (at most 300)')).toHaveClass('char-counter--within');
  });

  it('creates the position, shows Submitting..., then goes to its edit page', async () => {
    const created = deferred({ status: 201, body: { PosID: 'pos9', Location: '/edit/p/pos9' } });
    const { api, user, router, onClose } = setup({ 'POST /pos/new': created.route });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Yes, make it free  ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Fares should go.');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('POST /pos/new')[0].body).toEqual({
      body: { convoID: 'parent1', title: 'Yes, make it free', description: 'Fares should go.' },
    });
    created.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/p/pos9'));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's error in the modal", async () => {
    const { user } = setup({
      'POST /pos/new': {
        status: 409,
        body: { error: 'A question has at most 8 positions; this one is full.' },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A ninth position');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A question has at most 8 positions; this one is full.',
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});
