import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, deferred, memberMeByPath, type FakeRoute } from '../../../../test/fake-api';
import { renderWithStoreAt } from '../../../../test/render-app';
import { person, quote } from '../../quote-fixtures';
import { AddProponentFlow } from './add-proponent-flow';

function open(routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /me': memberMeByPath('Ada'),
    'GET /person/find': { body: { Results: [person(1), person(2)] } },
    ...routes,
  });
  const onClose = jest.fn();
  const view = renderWithStoreAt(
    <AddProponentFlow argID="arg1" onClose={onClose} />,
    '/edit/a/arg1',
    api,
  );
  return { api, onClose, ...view };
}

function dialog(name: string) {
  return within(screen.getByRole('dialog', { name }));
}

describe('Choose proponent', () => {
  it('searches people by name and shows at most 7 matches', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => person(index + 1));
    const { api, user } = open({ 'GET /person/find': { body: { Results: nine } } });
    expect(screen.getByRole('dialog', { name: 'Choose proponent' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search people by name'), '  ada ');
    expect(screen.getByRole('status')).toHaveTextContent('Searching ...');
    const matches = await screen.findByRole('list', { name: 'Matching people' });
    expect(within(matches).getAllByRole('button')).toHaveLength(7);
    expect(api.callsTo('GET /person/find').at(-1)?.search).toBe('?q=ada');
  });

  it('does not search for fewer than 2 characters, and says when nothing matches', async () => {
    const { api, user } = open({ 'GET /person/find': { body: { Results: [] } } });
    const search = screen.getByLabelText('Search people by name');
    await user.type(search, 'a');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.callsTo('GET /person/find')).toHaveLength(0);
    await user.type(search, 'b');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('shows the error of a failed search', async () => {
    const { user } = open({
      'GET /person/find': { status: 429, body: { error: 'Too many searches; wait a minute.' } },
    });
    await user.type(screen.getByLabelText('Search people by name'), 'Ada');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many searches; wait a minute.');
  });

  it('goes on to the quote of the person chosen', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Search people by name'), 'Person');
    await user.click(await screen.findByRole('button', { name: 'Person Number2' }));
    expect(dialog('Add a quote').getByText('Person Number2')).toBeInTheDocument();
    await user.click(dialog('Add a quote').getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('dialog', { name: 'Choose proponent' })).toBeInTheDocument();
  });
});

describe('New person, then the quote', () => {
  it('creates the person with the name typed, then adds their quote with its date', async () => {
    const release = deferred({
      status: 201,
      body: { QuoteID: 'q9', Quote: quote(9), Person: person(9) },
    });
    const { api, user, onClose } = open({
      'POST /person/new': { status: 201, body: { Person: person(9, { Name: 'Grace Hopper' }) } },
      'POST /quote/new': release.route,
    });
    await user.type(screen.getByLabelText('Search people by name'), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'New person' }));

    const newPerson = dialog('New person');
    expect(newPerson.getByLabelText('Name')).toHaveValue('Grace Hopper');
    await user.click(newPerson.getByRole('button', { name: 'Create' }));
    expect(api.callsTo('POST /person/new')[0].body).toEqual({ body: { name: 'Grace Hopper' } });

    const add = within(await screen.findByRole('dialog', { name: 'Add a quote' }));
    expect(add.getByText('Grace Hopper')).toBeInTheDocument();
    const submit = add.getByRole('button', { name: 'Add quote' });
    expect(submit).toBeDisabled();
    await user.type(add.getByLabelText('Quote'), 'It is easier to ask forgiveness.');
    await user.type(add.getByLabelText('Title or role'), 'Rear admiral');
    await user.type(add.getByLabelText('Source URL'), ' https://example.org/grace ');
    await user.selectOptions(add.getByLabelText('Day'), '31');
    await user.selectOptions(add.getByLabelText('Month'), 'April');
    await user.type(add.getByLabelText('Year'), '1986');
    expect(add.getByRole('alert')).toHaveTextContent('This date is invalid');
    expect(submit).toBeDisabled();
    await user.selectOptions(add.getByLabelText('Day'), '30');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(add.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /quote/new')[0].body).toEqual({
      body: {
        argID: 'arg1',
        personID: 'person9',
        quote: 'It is easier to ask forgiveness.',
        titleRole: 'Rear admiral',
        sourceURL: 'https://example.org/grace',
        quoteDate: { day: 30, month: 4, year: 1986 },
      },
    });
  }, 30_000);

  it('shows the errors of the server in each modal', async () => {
    const { user } = open({
      'POST /person/new': {
        status: 400,
        body: { error: 'The name must be 2 to 200 characters; it has 1.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'New person' }));
    await user.type(dialog('New person').getByLabelText('Name'), 'Al');
    await user.click(dialog('New person').getByRole('button', { name: 'Create' }));
    expect(await dialog('New person').findByRole('alert')).toHaveTextContent(
      'The name must be 2 to 200 characters; it has 1.',
    );
  });

  it('keeps the quote modal open with the error when the server refuses the quote', async () => {
    const { user, onClose } = open({
      'POST /quote/new': {
        status: 400,
        body: { error: 'sourceURL must be an http or https address.' },
      },
    });
    await user.type(screen.getByLabelText('Search people by name'), 'Person');
    await user.click(await screen.findByRole('button', { name: 'Person Number1' }));
    const add = dialog('Add a quote');
    await user.type(add.getByLabelText('Quote'), 'Words.');
    await user.type(add.getByLabelText('Source URL'), 'ftp://example.org');
    await user.click(add.getByRole('button', { name: 'Add quote' }));
    expect(await add.findByRole('alert')).toHaveTextContent(
      'sourceURL must be an http or https address.',
    );
    expect(add.getByRole('button', { name: 'Add quote' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends an undated quote without a date', async () => {
    const { api, user, onClose } = open({
      'POST /quote/new': {
        status: 201,
        body: { QuoteID: 'q1', Quote: quote(1), Person: person(1) },
      },
    });
    await user.type(screen.getByLabelText('Search people by name'), 'Person');
    await user.click(await screen.findByRole('button', { name: 'Person Number1' }));
    await user.type(dialog('Add a quote').getByLabelText('Quote'), 'Words.');
    await user.click(dialog('Add a quote').getByRole('button', { name: 'Add quote' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /quote/new')[0].body).toMatchObject({ body: { quoteDate: null } });
  });
});
