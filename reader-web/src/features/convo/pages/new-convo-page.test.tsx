import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMe } from '../../../test/fake-api';
import { convoPage, LONG_DESCRIPTION } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

describe('new question page', () => {
  it('creates a question and goes to its edit page', async () => {
    const api = createFakeApi({
      'GET /me': memberMe('Ada'),
      'POST /convo/new': { status: 201, body: { ConvoID: 'convo1', Location: '/edit/c/convo1' } },
      'GET /convo/get': { body: convoPage() },
    });
    const { user, router } = renderApp('/app/convo/new', api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start a new question map' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: 'Search for an existing question' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Suggest a question' }),
    ).toHaveAttribute('href', '/suggest');
    const title = await screen.findByRole('textbox', { name: 'Question title' });
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('rows', '10');
    await user.type(title, 'Should public transport be free?');
    await user.type(description, LONG_DESCRIPTION);
    expect(screen.getByText(/^\d+ characters \(160 to 300\)$/)).toHaveClass('char-counter--within');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/c/convo1'));
    expect(api.callsTo('POST /convo/new')[0].body).toEqual({
      body: { title: 'Should public transport be free?', description: LONG_DESCRIPTION },
    });
  });

  it('shows the server error and Cancel goes back to the encyclopedia', async () => {
    const api = createFakeApi({
      'GET /me': memberMe('Ada'),
      'POST /convo/new': {
        status: 400,
        body: { error: 'The description must be 160 to 300 characters; it has 5.' },
      },
      'GET /convo/list': { body: { Convos: [], Total: 0, Categories: [] } },
    });
    const { user, router } = renderApp('/app/convo/new', api);
    await user.type(await screen.findByRole('textbox', { name: 'Question title' }), 'A question?');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Short');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The description must be 160 to 300 characters; it has 5.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/encyclopedia'));
  });

  it('asks anonymous visitors to sign up or log in', async () => {
    renderApp('/app/convo/new', createFakeApi({ 'GET /me': anonymousMe }));
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: 'Question title' })).not.toBeInTheDocument();
  });
});
