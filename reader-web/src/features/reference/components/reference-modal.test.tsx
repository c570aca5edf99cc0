import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred, type FakeRoute } from '../../../test/fake-api';
import { sentEdit } from '../../../test/edit-calls';
import { renderWithStoreAt } from '../../../test/render-app';
import ReferenceModal from './reference-modal';

const BODY = 'Tallinn study https://example.org/tallinn';
const REFS = { Refs: [{ Name: 'Tallinn study', URL: 'https://example.org/tallinn' }] };
const SECTIONS = [
  { field: 'Argument', heading: 'Argument' },
  { field: 'Premises', heading: 'Premises' },
];

function setup(routes: Record<string, FakeRoute>) {
  const api = createFakeApi({
    'GET /me': anonymousMe,
    'GET /arg/getreferences': { body: REFS },
    ...routes,
  });
  const onClose = jest.fn();
  const view = renderWithStoreAt(
    <ReferenceModal argID="arg1" sections={SECTIONS} onClose={onClose} />,
    '/edit/a/arg1',
    api,
  );
  return { api, onClose, ...view };
}

describe('Reference modal', () => {
  it("'Add New Reference' appends a slugified name and its address to ReferencesBody", async () => {
    const saved = deferred({ body: { Location: '/a/arg1' } });
    const { api, user, onClose } = setup({
      'GET /getfield': { body: { Value: `${BODY}\n` } },
      'POST /arg/edit': saved.route,
    });
    expect(screen.getByRole('radio', { name: 'Add New Reference' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), 'Oslo Report 2020!');
    expect(screen.getByText('Saved as [oslo-report-2020]')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'URL' }), ' https://example.net/oslo ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('GET /getfield')[0].search).toBe(
      '?artifactID=arg1&artifactType=arg&fieldName=ReferencesBody',
    );
    expect(sentEdit(api)).toEqual({
      argID: 'arg1',
      action: {
        ActionName: 'ArgEditTextField',
        ArgsJSON: {
          FieldName: 'ReferencesBody',
          OldValue: `${BODY}\n`,
          NewValue: `${BODY}\n[oslo-report-2020]: https://example.net/oslo`,
        },
      },
      revDesc: '',
    });
    saved.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses an address that does not start with http(s):// and a name already used', async () => {
    const { api, user } = setup({ 'POST /arg/edit': { body: {} } });
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), 'oslo');
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'www.example.net/oslo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The address must start with http:// or https://.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Short name' }));
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), 'Tallinn Study');
    await user.clear(screen.getByRole('textbox', { name: 'URL' }));
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://example.net/t');
    await waitFor(() => expect(api.callsTo('GET /arg/getreferences')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is already a reference named "Tallinn study": use it instead.',
    );
    expect(api.callsTo('POST /arg/edit')).toEqual([]);
  });

  it('ends the name with an optional year, from 1 to the current year', async () => {
    const { api, user } = setup({
      'GET /getfield': { body: { Value: '' } },
      'POST /arg/edit': { body: { Location: '/a/arg1' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), 'Oslo report');
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://example.net/oslo');
    const year = screen.getByRole('textbox', { name: 'Year (optional)' });
    await user.type(year, String(new Date().getFullYear() + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The year must be a whole number from 1 to ${new Date().getFullYear()}.`,
    );
    expect(api.callsTo('POST /arg/edit')).toEqual([]);
    await user.clear(year);
    await user.type(year, '2020');
    expect(screen.getByText('Saved as [oslo-report-2020]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /arg/edit')).toHaveLength(1));
    expect(sentEdit(api).action.ArgsJSON).toEqual({
      FieldName: 'ReferencesBody',
      OldValue: '',
      NewValue: '[oslo-report-2020]: https://example.net/oslo',
    });
  });

  it("'Use existing Reference' cites a chosen reference at the end of a chosen section", async () => {
    const { api, user, onClose } = setup({
      'GET /getfield': { body: { Value: 'People respond to prices.' } },
      'POST /arg/edit': { body: { Location: '/a/arg1' } },
    });
    await user.click(screen.getByRole('radio', { name: 'Use existing Reference' }));
    await user.click(await screen.findByRole('radio', { name: /Tallinn study/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cite it in' }), 'Premises');
    await user.type(screen.getByRole('textbox', { name: 'Describe your change' }), 'Cite');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('GET /getfield')[0].search).toBe(
      '?artifactID=arg1&artifactType=arg&fieldName=Premises',
    );
    expect(sentEdit(api).action.ArgsJSON).toEqual({
      FieldName: 'Premises',
      OldValue: 'People respond to prices.',
      NewValue: 'People respond to prices. [Tallinn study]',
    });
    expect(sentEdit(api).revDesc).toBe('Cite');
  });

  it("shows the server's refusal in the error area and stays open", async () => {
    const { user, onClose } = setup({
      'GET /getfield': { body: { Value: '' } },
      'POST /arg/edit': {
        status: 409,
        body: { error: 'Someone changed this field since you opened it.' },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Short name' }), 'oslo');
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://example.net/oslo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone changed this field since you opened it.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the argument has no reference to use yet', async () => {
    const { user } = setup({ 'GET /arg/getreferences': { body: { Refs: [] } } });
    await user.click(screen.getByRole('radio', { name: 'Use existing Reference' }));
    expect(await screen.findByText('This argument has no references yet.')).toBeInTheDocument();
  });
});
