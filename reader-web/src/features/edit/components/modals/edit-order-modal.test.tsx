import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../../test/fake-api';
import { renderWithStore } from '../../../../test/render-app';
import { EditOrderModal } from './edit-order-modal';

const children = {
  body: {
    Children: [
      { ID: 'p1', Title: 'Yes' },
      { ID: 'p2', Title: 'No' },
      { ID: 'p3', Title: 'It depends' },
    ],
    OrderJSON: '["p1","p2","p3"]',
  },
};

function setup(routes: Parameters<typeof createFakeApi>[0] = {}, type: 'convo' | 'pos' = 'convo') {
  const api = createFakeApi({
    'GET /me': anonymousMe,
    'GET /convo/children': children,
    'GET /pos/children': children,
    ...routes,
  });
  const onClose = jest.fn();
  const view = renderWithStore(<EditOrderModal type={type} id="x1" onClose={onClose} />, api);
  return { api, onClose, ...view };
}

function titles() {
  const list = screen.getByRole('list', { name: /^Order of the/ });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.order-list__title')?.textContent);
}

describe('Edit order modal', () => {
  it('loads the children and keeps Save disabled until the order changes', async () => {
    const { api, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Edit order' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Move "Yes" up' })).toBeDisabled();
    expect(api.callsTo('GET /convo/children')[0].search).toBe('?convoID=x1');
    expect(titles()).toEqual(['Yes', 'No', 'It depends']);
    expect(screen.getByRole('list', { name: 'Order of the positions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move "It depends" up' }));
    expect(titles()).toEqual(['Yes', 'It depends', 'No']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    // Back to where it was: nothing to save again.
    await user.click(screen.getByRole('button', { name: 'Move "It depends" down' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move "It depends" down' })).toBeDisabled();
  });

  it('posts PosOrderJSON with the loaded order as OldValue', async () => {
    const { api, user, onClose } = setup({ 'POST /convo/edit': { body: { RevID: 'r1' } } });
    await user.click(await screen.findByRole('button', { name: 'Move "Yes" down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /convo/edit')[0].body).toEqual({
      body: {
        convoID: 'x1',
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'PosOrderJSON',
            OldValue: '["p1","p2","p3"]',
            NewValue: '["p2","p1","p3"]',
          }),
        },
        revDesc: '',
      },
    });
  });

  it('orders the arguments of a position with ArgOrderJSON and shows a conflict', async () => {
    const { api, user } = setup(
      {
        'POST /pos/edit': {
          status: 409,
          body: { error: 'The order changed meanwhile; reload and try again.' },
        },
      },
      'pos',
    );
    await user.click(await screen.findByRole('button', { name: 'Move "No" up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order changed meanwhile');
    const args = JSON.parse(
      (api.callsTo('POST /pos/edit')[0].body as { body: { action: { ArgsJSON: string } } }).body
        .action.ArgsJSON,
    );
    expect(args).toMatchObject({ FieldName: 'ArgOrderJSON', NewValue: '["p2","p1","p3"]' });
    expect(api.callsTo('GET /pos/children')[0].search).toBe('?posID=x1');
    expect(api.callsTo('POST /pos/edit')[0].body).toMatchObject({
      body: { posID: 'x1', action: { ActionName: 'PosEditTextField' } },
    });
    expect(screen.getByRole('list', { name: 'Order of the arguments' })).toBeInTheDocument();
  });

  it('says when there is nothing to reorder', async () => {
    setup(
      {
        'GET /pos/children': {
          body: { Children: [{ ID: 'a1', Title: 'Alone' }], OrderJSON: '[]' },
        },
      },
      'pos',
    );
    expect(
      await screen.findByText('There is nothing to reorder: it takes at least two arguments.'),
    ).toBeInTheDocument();
  });
});
