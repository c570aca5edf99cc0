import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import type { ReqTarget } from '../api/req-api';
import { NewReqModal } from './new-req-modal';

function setup(target: ReqTarget, routes: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi({ 'GET /me': anonymousMe, ...routes });
  const onClose = jest.fn();
  const view = renderWithStore(<NewReqModal target={target} onClose={onClose} />, api);
  return { api, onClose, ...view };
}

const ISSUE = 'The description takes one side of the debate.';

describe('New Request and New Admin Request modals', () => {
  it('New Request says requests resolve disagreements about content, and counts Title and Issue', async () => {
    const { user } = setup({ type: 'arg', id: 'arg1' });
    const dialog = screen.getByRole('dialog', { name: 'New Request' });
    expect(dialog).toHaveTextContent('Requests resolve disagreements about content');
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    const issue = screen.getByRole('textbox', { name: 'Issue' });
    await user.type(issue, 'Too short{Enter}');
    // The issue is one line: Enter adds nothing.
    expect(issue).toHaveValue('Too short');
    expect(screen.getByText(/^9 characters \(10 to 5000\)/)).toHaveClass('char-counter--outside');
  });

  it('New Admin Request says admin requests discuss changes to any part of the site', () => {
    setup({ type: 'admin' });
    expect(screen.getByRole('dialog', { name: 'New Admin Request' })).toHaveTextContent(
      'Requests about the site discuss changes to any part of it',
    );
  });

  it('creates the request, shows Submitting..., then goes to its edit page', async () => {
    const created = deferred({ status: 201, body: { ReqID: 'req9', Location: '/edit/req/req9' } });
    const { api, user, router, onClose } = setup(
      { type: 'arg', id: 'arg1' },
      { 'POST /req/new': created.route },
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Neutral title  ');
    await user.type(screen.getByRole('textbox', { name: 'Issue' }), ISSUE);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('POST /req/new')[0].body).toEqual({
      body: { artifactType: 'arg', artifactID: 'arg1', title: 'Neutral title', issue: ISSUE },
    });
    created.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/req/req9'));
    expect(onClose).toHaveBeenCalled();
  });

  it('sends an admin request with no artifact and goes to the internal admin area', async () => {
    const { api, user, router } = setup(
      { type: 'admin' },
      {
        'POST /req/new': {
          status: 201,
          body: { ReqID: 'adm1', Location: '/internal/admin/edit/req/adm1' },
        },
      },
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'New category');
    await user.type(screen.getByRole('textbox', { name: 'Issue' }), ISSUE);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/internal/admin/edit/req/adm1'),
    );
    expect(api.callsTo('POST /req/new')[0].body).toEqual({
      body: { artifactType: 'admin', artifactID: '', title: 'New category', issue: ISSUE },
    });
  });

  it("shows the server's error in the form and stays open", async () => {
    const { user, onClose } = setup(
      { type: 'admin' },
      {
        'POST /req/new': {
          status: 403,
          body: { error: 'You need the editor role to create an admin request.' },
        },
      },
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'New category');
    await user.type(screen.getByRole('textbox', { name: 'Issue' }), ISSUE);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need the editor role to create an admin request.',
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
