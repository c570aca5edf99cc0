import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  canDo,
  createFakeApi,
  deferred,
  memberMeByPath,
  type FakeRoute,
} from '../../../../test/fake-api';
import { sentEdit } from '../../../../test/edit-calls';
import { renderWithStoreAt } from '../../../../test/render-app';
import { person, quote } from '../../quote-fixtures';
import { QuoteDeleteModal } from './quote-delete-modal';
import { QuoteEditModal } from './quote-edit-modal';

const stored = quote(1, { QuoteDate: { Day: 5, Month: 3, Year: 987 } });

function open(editRoute: FakeRoute, more: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /me': memberMeByPath('Ada', canDo({ quote: { Edit: true, Delete: true } })),
    'GET /quote/get': { body: { QuoteID: 'quote1', Quote: stored, Person: person(1) } },
    'POST /quote/edit': editRoute,
    ...more,
  });
  const onClose = jest.fn();
  const view = renderWithStoreAt(
    <QuoteEditModal quoteID="quote1" onClose={onClose} />,
    '/edit/a/arg1',
    api,
  );
  return { api, onClose, ...view };
}

describe('the Quote edit modal', () => {
  it('loads the quote as stored, and sends the old and new values of what changed', async () => {
    const gate = deferred({ body: { RevID: 'rev1', Location: '/a/arg1' } });
    const { api, user, onClose } = open(gate.route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contents...');
    const form = within(await screen.findByRole('form', { name: 'Edit quote' }));
    expect(api.callsTo('GET /quote/get')[0].search).toBe('?quoteID=quote1');
    expect(form.getByLabelText('Quote')).toHaveValue('Free fares worked in town 1.');
    expect(form.getByLabelText('Year')).toHaveValue('987');
    const save = form.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(form.getByLabelText('Quote'), ' Really.');
    await user.selectOptions(form.getByLabelText('Day'), '6');
    await user.type(form.getByLabelText('Describe your change'), 'Fuller quote');
    await user.click(save);
    expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    gate.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const body = sentEdit(api, 'POST /quote/edit');
    expect(body.quoteID).toBe('quote1');
    expect(body.revDesc).toBe('Fuller quote');
    expect(body.action.ActionName).toBe('QuoteEdit');
    expect(body.action.ArgsJSON).toEqual({
      Old: { Quote: 'Free fares worked in town 1.', QuoteDate: '0987-03-05' },
      New: { Quote: 'Free fares worked in town 1. Really.', QuoteDate: '0987-03-06' },
    });
  });

  it('changes the proponent through the Choose proponent search, keeping what was typed', async () => {
    const { api, user, onClose } = open(
      { body: { RevID: 'rev1', Location: '/a/arg1' } },
      { 'GET /person/find': { body: { Results: [person(1), person(2)] } } },
    );
    const form = within(await screen.findByRole('form', { name: 'Edit quote' }));
    expect(form.getByText('Person Number1')).toBeInTheDocument();
    await user.type(form.getByLabelText('Title or role'), ' then');

    // Cancel in the search goes back to the form as it was.
    await user.click(form.getByRole('button', { name: 'Change proponent' }));
    const search = within(screen.getByRole('dialog', { name: 'Choose proponent' }));
    await user.click(search.getByRole('button', { name: 'Cancel' }));
    let back = within(screen.getByRole('form', { name: 'Edit quote' }));
    expect(back.getByLabelText('Title or role')).toHaveValue('Mayor of Town 1 then');

    await user.click(back.getByRole('button', { name: 'Change proponent' }));
    await user.type(screen.getByLabelText('Search people by name'), 'Person');
    await user.click(await screen.findByRole('button', { name: 'Person Number2' }));
    back = within(screen.getByRole('form', { name: 'Edit quote' }));
    expect(back.getByText('Person Number2')).toBeInTheDocument();
    expect(back.getByText(/was Person Number1/)).toBeInTheDocument();
    expect(back.getByLabelText('Title or role')).toHaveValue('Mayor of Town 1 then');
    await user.click(back.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect(sentEdit(api, 'POST /quote/edit').action.ArgsJSON).toEqual({
      Old: { TitleRole: 'Mayor of Town 1', PersonID: 'person1' },
      New: { TitleRole: 'Mayor of Town 1 then', PersonID: 'person2' },
    });
  });

  it('sends only the proponent when only the proponent changed; choosing the same one changes nothing', async () => {
    const { api, user } = open(
      { body: { RevID: 'rev1', Location: '/a/arg1' } },
      { 'GET /person/find': { body: { Results: [person(1), person(3)] } } },
    );
    const form = within(await screen.findByRole('form', { name: 'Edit quote' }));
    await user.click(form.getByRole('button', { name: 'Change proponent' }));
    await user.type(screen.getByLabelText('Search people by name'), 'Person');
    await user.click(await screen.findByRole('button', { name: 'Person Number1' }));
    let back = within(screen.getByRole('form', { name: 'Edit quote' }));
    expect(back.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(back.getByRole('button', { name: 'Change proponent' }));
    await user.type(screen.getByLabelText('Search people by name'), 'Person');
    await user.click(await screen.findByRole('button', { name: 'Person Number3' }));
    back = within(screen.getByRole('form', { name: 'Edit quote' }));
    await user.click(back.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /quote/edit')).toHaveLength(1));
    expect(sentEdit(api, 'POST /quote/edit').action.ArgsJSON).toEqual({
      Old: { PersonID: 'person1' },
      New: { PersonID: 'person3' },
    });
  });

  it('may make a new person the proponent', async () => {
    const { api, user } = open(
      { body: { RevID: 'rev1', Location: '/a/arg1' } },
      {
        'GET /person/find': { body: { Results: [] } },
        'POST /person/new': { status: 201, body: { Person: person(9, { Name: 'Grace Hopper' }) } },
      },
    );
    const form = within(await screen.findByRole('form', { name: 'Edit quote' }));
    await user.click(form.getByRole('button', { name: 'Change proponent' }));
    await user.type(screen.getByLabelText('Search people by name'), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'New person' }));
    const newPerson = within(screen.getByRole('form', { name: 'New person' }));
    expect(newPerson.getByLabelText('Name')).toHaveValue('Grace Hopper');
    await user.click(newPerson.getByRole('button', { name: 'Create' }));
    const back = within(await screen.findByRole('form', { name: 'Edit quote' }));
    expect(back.getByText('Grace Hopper')).toBeInTheDocument();
    await user.click(back.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /quote/edit')).toHaveLength(1));
    expect(sentEdit(api, 'POST /quote/edit').action.ArgsJSON).toEqual({
      Old: { PersonID: 'person1' },
      New: { PersonID: 'person9' },
    });
  });

  it('shows the 409 of a field someone else changed meanwhile', async () => {
    const message =
      'Quote was changed by someone else since you loaded it; reload to see their version, then edit again.';
    const { user, onClose } = open({ status: 409, body: { error: message } });
    const form = within(await screen.findByRole('form', { name: 'Edit quote' }));
    await user.clear(form.getByLabelText('Title or role'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an impossible date before sending', async () => {
    const { user, api } = open({ body: { RevID: 'rev1' } });
    const form = within(await screen.findByRole('form', { name: 'Edit quote' }));
    await user.selectOptions(form.getByLabelText('Day'), '31');
    await user.selectOptions(form.getByLabelText('Month'), 'February');
    expect(form.getByText('This date is invalid')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.callsTo('POST /quote/edit')).toHaveLength(0);
  });
});

describe('the Quote delete modal', () => {
  it('sends QuoteDelete with the revision description and shows a refusal', async () => {
    const api = createFakeApi({
      'GET /me': memberMeByPath('Ada', canDo({ quote: { Edit: true, Delete: true } })),
      'POST /quote/edit': {
        status: 403,
        body: { error: 'Only moderators and admins may delete quotes.' },
      },
    });
    const onClose = jest.fn();
    const { user } = renderWithStoreAt(
      <QuoteDeleteModal quote={quote(1)} onClose={onClose} />,
      '/edit/a/arg1',
      api,
    );
    const form = within(screen.getByRole('form', { name: 'Delete this quote' }));
    await user.type(form.getByLabelText('Describe your change'), 'Misattributed');
    await user.click(form.getByRole('button', { name: 'Delete' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Only moderators and admins may delete quotes.',
    );
    const body = api.callsTo('POST /quote/edit')[0].body;
    expect(body).toEqual({
      body: {
        quoteID: 'quote1',
        action: { ActionName: 'QuoteDelete', ArgsJSON: '{}' },
        revDesc: 'Misattributed',
      },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
