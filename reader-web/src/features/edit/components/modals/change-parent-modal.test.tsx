import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../../test/fake-api';
import { renderWithStore } from '../../../../test/render-app';
import { ChangeParentModal } from './change-parent-modal';
import { DeleteModal } from './delete-modal';

describe('Change parent position modal', () => {
  it("offers the question's positions and posts ArgSetPos", async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/children': {
        body: {
          Children: [
            { ID: 'p1', Title: 'Yes' },
            { ID: 'p2', Title: 'No' },
          ],
          OrderJSON: '["p1","p2"]',
        },
      },
      'POST /arg/edit': { body: { RevID: 'r1' } },
    });
    const onClose = jest.fn();
    const { user } = renderWithStore(
      <ChangeParentModal type="arg" id="a1" parentID="p1" grandparentID="c1" onClose={onClose} />,
      api,
    );
    expect(screen.getByRole('dialog', { name: 'Change parent position' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Position' });
    expect(api.callsTo('GET /convo/children')[0].search).toBe('?convoID=c1');
    expect(select).toHaveValue('p1');
    expect(screen.getByRole('option', { name: 'Yes (current)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.selectOptions(select, 'p2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /arg/edit')[0].body).toEqual({
      body: {
        argID: 'a1',
        action: { ActionName: 'ArgSetPos', ArgsJSON: '{"NewParentPosID":"p2"}' },
        revDesc: '',
      },
    });
  });
});

describe('Delete modal', () => {
  it('confirms, posts {Type}Delete and goes to the returned Location', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /pos/edit': { body: { RevID: 'r1', Location: '/c/c1' } },
    });
    const { user, router } = renderWithStore(
      <DeleteModal type="pos" id="p1" name="Yes, make it free" onClose={() => {}} />,
      api,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this position?' });
    expect(dialog).toHaveTextContent('“Yes, make it free” will no longer be shown.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/c1'));
    expect(api.callsTo('POST /pos/edit')[0].body).toEqual({
      body: { posID: 'p1', action: { ActionName: 'PosDelete', ArgsJSON: '{}' }, revDesc: '' },
    });
  });

  it('shows a refusal in the modal', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /arg/edit': { status: 403, body: { error: 'You need the editor role to delete.' } },
    });
    const { user } = renderWithStore(
      <DeleteModal type="arg" id="a1" name="An argument" onClose={() => {}} />,
      api,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need the editor role to delete.',
    );
  });
});
