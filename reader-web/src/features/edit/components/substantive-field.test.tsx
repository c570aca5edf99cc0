import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { EditFieldModal } from './modals/edit-field-modal';

const ARGUMENT = 'Free fares bring people out of their cars and onto trams. '.repeat(3);

function setup(field: string, label: string) {
  const api = createFakeApi({
    'GET /me': anonymousMe,
    'GET /getfield': { body: { Value: ARGUMENT } },
    'POST /arg/edit': { body: { RevID: 'rev2' } },
  });
  const view = renderWithStore(
    <EditFieldModal type="arg" id="arg1" field={field} label={label} onClose={jest.fn()} />,
    api,
  );
  return { api, ...view };
}

const MARK = 'This edit changes what the argument says';

describe('the substantive mark of an argument edit', () => {
  it('is sent when the editor ticks it on a field votes rate', async () => {
    const { api, user } = setup('Argument', 'argument');
    const text = await screen.findByRole('textbox', { name: 'Argument' });
    await user.type(text, ' Not any more.');
    await user.click(screen.getByRole('checkbox', { name: MARK }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /arg/edit')).toHaveLength(1));
    const [call] = api.callsTo('POST /arg/edit');
    expect(call.body).toMatchObject({ body: { argID: 'arg1', substantive: true } });
  });

  it('is left out when unticked', async () => {
    const { api, user } = setup('Argument', 'argument');
    await user.type(await screen.findByRole('textbox', { name: 'Argument' }), ' Typo.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /arg/edit')).toHaveLength(1));
    const [call] = api.callsTo('POST /arg/edit');
    expect((call.body as { body: object }).body).not.toHaveProperty('substantive');
  });

  it('is not offered for fields votes do not rate', async () => {
    setup('Premises', 'premises');
    await screen.findByRole('textbox', { name: 'Premises' });
    expect(screen.queryByRole('checkbox', { name: MARK })).not.toBeInTheDocument();
  });
});
