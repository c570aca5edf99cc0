import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import {
  anonymousMe,
  createFakeApi,
  deferred,
  memberMe,
  memberMeByPath,
  type FakeRoute,
} from '../../../test/fake-api';
import { renderWithStoreAt } from '../../../test/render-app';
import { useEditMode } from '../hooks/use-edit-mode';
import { EditPrompt } from './edit-prompt';

/** The prompt, and what the page's edit tools would show. */
function EditPage() {
  const { enabled } = useEditMode();
  return (
    <>
      <EditPrompt noun="question" />
      {enabled && <button type="button">Edit title</button>}
    </>
  );
}

function renderAt(url: string, me: FakeRoute) {
  const api = createFakeApi({ 'GET /me': me });
  return { api, ...renderWithStoreAt(<EditPage />, url, api) };
}

describe('edit rights on /edit/ pages', () => {
  it('shows no edit tools, only "Loading editor...", until the rights arrived', async () => {
    const gate = deferred(memberMeByPath('Ada'));
    const { api } = renderAt('/edit/c/convo1', gate.route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor...');
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('button', { name: 'Edit title' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET /me')[0].search).get('path')).toBe(
      '/edit/c/convo1',
    );
  });

  it('asks an anonymous visitor to sign up or log in, with no tools', async () => {
    renderAt('/edit/c/convo1', anonymousMe);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/Anyone with an account can edit this question/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
  });

  it('tells a member without the right that their account cannot edit it', async () => {
    renderAt('/edit/c/convo1', memberMe('Ada'));
    expect(
      await screen.findByText('Your account cannot edit this question. You can still read it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
  });

  it('says nothing and shows no tools on a read page, even for a member who may edit', async () => {
    const { api } = renderAt('/c/convo1', memberMeByPath('Ada'));
    await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
    expect(screen.queryByRole('complementary', { name: 'Editing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
  });
});
