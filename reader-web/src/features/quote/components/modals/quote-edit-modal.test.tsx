import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, deferred, memberMeByPath, type FakeRoute } from '../../../../test/fake-api';
import { renderWithStoreAt } from '../../../../test/render-app';
import { person, quote } from '../../quote-fixtures';
import { QuoteDeleteModal } from './quote-delete-modal';
import { QuoteEditModal } from './quote-edit-modal';

const stored = quote(1, { QuoteDate: { Day: 5, Month: 3, Year: 987 } });

function open(editRoute: FakeRoute) {
  const api = createFakeApi({
    'GET /me': memberMeByPath('Ada', 'mod'),
    'GET /quote/get': { body: { QuoteID: 'quote1', Quote: stored, Person: person(1) } },
    'POST /quote/edit': editRoute,
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

    const body = api.callsTo('POST /quote/edit')[0].body as {
      body: { quoteID: string; action: { ActionName: string; ArgsJSON: string }; revDesc: string };
    };
    expect(body.body.quoteID).toBe('quote1');
    expect(body.body.revDesc).toBe('Fuller quote');
    expect(body.body.action.ActionName).toBe('QuoteEdit');
    expect(JSON.parse(body.body.action.ArgsJSON)).toEqual({
      Old: { Quote: 'Free fares worked in town 1.', QuoteDate: '0987-03-05' },
      New: { Quote: 'Free fares worked in town 1. Really.', QuoteDate: '0987-03-06' },
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
      'GET /me': memberMeByPath('Ada', 'mod'),
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
