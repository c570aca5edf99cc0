import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred } from '../../../../test/fake-api';
import { renderWithStore } from '../../../../test/render-app';
import { EditFieldModal, type EditFieldModalProps } from './edit-field-modal';

const TITLE = 'Should public transport be free?';

function setup(
  routes: Parameters<typeof createFakeApi>[0],
  props: Partial<EditFieldModalProps> = {},
) {
  const api = createFakeApi({ 'GET /me': anonymousMe, ...routes });
  const onClose = jest.fn();
  const view = renderWithStore(
    <EditFieldModal
      type="convo"
      id="convo1"
      field="Title"
      label="title"
      onClose={onClose}
      {...props}
    />,
    api,
  );
  return { api, onClose, ...view };
}

describe('edit-field modal', () => {
  it("shows 'Loading contents...' until the stored value arrives, then edits it", async () => {
    const field = deferred({ body: { Value: TITLE } });
    const { api } = setup({ 'GET /getfield': field.route });

    expect(screen.getByRole('dialog', { name: 'Edit title' })).toBeInTheDocument();
    expect(await screen.findByText('Loading contents...')).toBeInTheDocument();
    field.release();

    const input = await screen.findByRole('textbox', { name: 'Title' });
    expect(input).toHaveValue(TITLE);
    expect(input).toHaveFocus();
    expect(api.callsTo('GET /getfield')[0].search).toBe(
      '?artifactID=convo1&artifactType=convo&fieldName=Title',
    );
    expect(screen.getByRole('textbox', { name: 'Describe your change' })).toBeInTheDocument();
  });

  it('counts characters in green within the limits and red outside', async () => {
    const { user } = setup({ 'GET /getfield': { body: { Value: TITLE } } });
    const input = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByText(/^32 characters/)).toHaveClass('char-counter--within');

    await user.clear(input);
    await user.type(input, 'Too short');
    expect(screen.getByText(/^9 characters/)).toHaveClass('char-counter--outside');
    expect(input).toHaveAccessibleDescription('9 characters (10 to 75): too short');
  });

  it('keeps Save disabled until the value changes', async () => {
    const { user } = setup({ 'GET /getfield': { body: { Value: TITLE } } });
    const input = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(input, '!');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves {Type}EditTextField with the loaded OldValue, shows Submitting..., then closes', async () => {
    const saved = deferred({ body: { RevID: 'rev9' } });
    const { api, user, onClose } = setup({
      'GET /getfield': { body: { Value: TITLE } },
      'POST /convo/edit': saved.route,
    });
    const input = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(input);
    await user.type(input, 'Should buses and trams be free?');
    await user.type(screen.getByRole('textbox', { name: 'Describe your change' }), 'Clearer');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('POST /convo/edit')[0].body).toEqual({
      body: {
        convoID: 'convo1',
        action: {
          ActionName: 'ConvoEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Title',
            OldValue: TITLE,
            NewValue: 'Should buses and trams be free?',
          }),
        },
        revDesc: 'Clearer',
      },
    });
    saved.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's sentence on a 409 and stays open", async () => {
    const { user, onClose } = setup({
      'GET /getfield': { body: { Value: TITLE } },
      'POST /convo/edit': {
        status: 409,
        body: { error: 'Someone else changed Title meanwhile; reload and try again.' },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed Title meanwhile; reload and try again.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes to the Location the server returns', async () => {
    const { user, router } = setup({
      'GET /getfield': { body: { Value: TITLE } },
      'POST /convo/edit': { body: { RevID: 'rev9', Location: '/c/renamed' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/renamed'));
  });

  it('edits a description in a 10-row box that strips newlines', async () => {
    const { user } = setup(
      { 'GET /getfield': { body: { Value: 'One line.' } } },
      { field: 'Description', label: 'description' },
    );
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '10');
    await user.type(box, '{Enter}Two.');
    expect(box).toHaveValue('One line.Two.');
  });

  it('keeps newlines in long-form sections (15 rows)', async () => {
    const { user } = setup(
      { 'GET /getfield': { body: { Value: 'First.' } } },
      { type: 'arg', id: 'arg1', field: 'Premises', label: 'premises' },
    );
    const box = await screen.findByRole('textbox', { name: 'Premises' });
    expect(box).toHaveAttribute('rows', '15');
    await user.type(box, '{Enter}Second.');
    expect(box).toHaveValue('First.\nSecond.');
  });

  it('shows a load error instead of the form', async () => {
    setup({ 'GET /getfield': { status: 404, body: { error: 'There is no convo with id x.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no convo with id x.');
  });

  it('closes on Escape and on Cancel', async () => {
    const { user, onClose } = setup({ 'GET /getfield': { body: { Value: TITLE } } });
    await screen.findByRole('textbox', { name: 'Title' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
