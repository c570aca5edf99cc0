import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, deferred, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { editsPage, profileFields, publicProfile } from '../../profile/profile-fixtures';
import type { ApiToken } from '../api/api-tokens-api';

const TOKEN = `oe_${'A1b2C3d4'.repeat(5)}xyz`;

function token(over: Partial<ApiToken> = {}): ApiToken {
  return {
    ID: 'tok1',
    Name: 'Mirror bot',
    Scope: 'read',
    Prefix: 'oe_A1b2C3d4',
    Created: '2026-11-28T10:00:00.000Z',
    LastUsed: null,
    ...over,
  };
}

function settingsApi(tokens: ApiToken[], extra = {}) {
  return createFakeApi({
    'GET /me': memberMe('Ada'),
    'GET /user/getprofilefields': { body: profileFields() },
    'GET /user/profile': { body: publicProfile() },
    'GET /user/edits/ada/1': { body: editsPage(1, 0) },
    'GET /tokens': { body: { Tokens: tokens, Max: 20 } },
    ...extra,
  });
}

describe('API tokens on /app/settings', () => {
  it('lists the tokens with name, scope, prefix, creation and last use', async () => {
    renderApp(
      '/app/settings',
      settingsApi([
        token({ ID: 'tok2', Name: 'Writer', Scope: 'write', LastUsed: '2026-11-29T08:05:00.000Z' }),
        token(),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Your API tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'WriterWriteoe_A1b2C3d4…28 Nov 2026, 10:00 UTC29 Nov 2026, 08:05 UTCRevoke',
      'Mirror botReadoe_A1b2C3d4…28 Nov 2026, 10:00 UTCNeverRevoke',
    ]);
  });

  it('creates a token with a name and scope, and shows it once with a copy button', async () => {
    const made = deferred({
      status: 201,
      body: { ApiToken: token({ Scope: 'write' }), Token: TOKEN },
    });
    const api = settingsApi([], { 'POST /tokens': made.route });
    const { user } = renderApp('/app/settings', api);
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New API token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give the token a name');
    expect(api.callsTo('POST /tokens')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Mirror bot');
    await user.click(within(form).getByRole('radio', { name: /Write/ }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    made.release();

    const panel = await screen.findByRole('region', { name: 'Your new API token' });
    expect(within(panel).getByRole('status')).toHaveTextContent('it will not be shown again');
    expect(within(panel).getByRole('textbox', { name: 'New API token' })).toHaveValue(TOKEN);
    expect(api.callsTo('POST /tokens')[0].body).toEqual({
      body: { Name: 'Mirror bot', Scope: 'write' },
    });
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(await within(panel).findByText('Copied.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('region', { name: 'Your new API token' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a new token", async () => {
    const api = settingsApi([], {
      'POST /tokens': { status: 409, body: { error: 'You already have 20 API tokens.' } },
    });
    const { user } = renderApp('/app/settings', api);
    const form = await screen.findByRole('form', { name: 'New API token' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'One too many');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You already have 20 API tokens.',
    );
  });

  it('revokes a token after a confirmation, and can be cancelled', async () => {
    let tokens = [token()];
    const api = settingsApi([], {
      'GET /tokens': () => ({ body: { Tokens: tokens, Max: 20 } }),
      'POST /tokens/tok1/revoke': () => {
        tokens = [];
        return { body: { Tokens: [], Max: 20 } };
      },
    });
    const { user } = renderApp('/app/settings', api);
    await user.click(await screen.findByRole('button', { name: 'Revoke Mirror bot' }));
    const confirm = screen.getByRole('group', { name: 'Confirm revoking Mirror bot' });
    expect(confirm).toHaveTextContent('Programs using it are refused at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /tokens/tok1/revoke')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Mirror bot' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Confirm revoking Mirror bot' })).getByRole(
        'button',
        { name: 'Revoke' },
      ),
    );
    await waitFor(() => expect(screen.getByText('You have no API tokens.')).toBeInTheDocument());
    expect(api.callsTo('POST /tokens/tok1/revoke')).toHaveLength(1);
  });
});
