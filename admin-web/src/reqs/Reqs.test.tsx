import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminApi, type FakeRecord } from '../test/fakeAdminApi';
import { installFakeFetch } from '../test/fakeFetch';
import { can, currentUser, meAnswer, rights } from '../test/fixtures';
import { renderConsole } from '../test/renderConsole';

const req = (id: string, Title: string, Status = 'open', Admin = false): FakeRecord => ({
  id,
  Title,
  Issue: `Please look at ${Title}`,
  Admin,
  ArtifactType: Admin ? null : 'convo',
  ArtifactID: Admin ? null : 'q1',
  Link: `/req/${id}`,
  Status,
  UsernameCased: 'Ada',
  Deleted: false,
  Created: '2026-11-01T10:00:00.000Z',
  Suggestion: false,
  Outcome: null,
  ConvoID: '',
  QuestionLink: '',
  DeclineReason: '',
});

const suggestion = (id: string, Title: string): FakeRecord => ({
  ...req(id, Title),
  Issue: 'Many cities are debating it right now.',
  ArtifactType: 'suggest',
  ArtifactID: null,
  Suggestion: true,
  Outcome: 'open',
});

const setUp = () => {
  const reqs = [req('r1', 'Merge duplicates'), req('r2', 'Fix typo'), req('r3', 'Old', 'resolved')];
  return {
    ...installFakeFetch(fakeAdminApi({ me: meAnswer(currentUser('editor')), tables: { reqs } })),
    reqs,
  };
};

describe('Requests', () => {
  it('filters by status on the server and links each request page', async () => {
    const { requests } = setUp();
    const { user } = renderConsole('/admin/reqs');
    const row = (await screen.findByText('Merge duplicates')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: /Open/ })).toHaveAttribute('href', '/req/r1');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    await waitFor(() => expect(screen.queryByText('Merge duplicates')).not.toBeInTheDocument());
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(requests.map((r) => r.url).at(-1)).toBe(
      `/api/admin/data/reqs?page=1&perPage=25&sort=Created&order=DESC&filter=${encodeURIComponent('{"status":"resolved"}')}`,
    );
  });

  it('marks the selected requests resolved in bulk', async () => {
    const { requests, reqs } = setUp();
    const { user } = renderConsole('/admin/reqs');
    await screen.findByText('Merge duplicates');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/admin/data/reqs/updatemany',
          body: { body: { ids: ['r1', 'r2', 'r3'], data: { Status: 'resolved' } } },
        },
      ]),
    );
    expect(reqs.map((r) => r.Status)).toEqual(['resolved', 'resolved', 'resolved']);
  });

  describe('suggested questions', () => {
    const setUpSuggestions = () => {
      const reqs = [suggestion('s1', 'Should cities ban cars?'), req('r1', 'Merge duplicates')];
      return {
        ...installFakeFetch(
          fakeAdminApi({ me: meAnswer(currentUser('editor')), tables: { reqs } }),
        ),
        reqs,
      };
    };
    const rowOf = async (title: string) =>
      (await screen.findByText(title)).closest('tr') as HTMLElement;

    it('filters suggestions on the server', async () => {
      const { requests } = setUpSuggestions();
      renderConsole(`/admin/reqs?filter=${encodeURIComponent('{"suggestion":true}')}`);
      await screen.findByText('Should cities ban cars?');
      await waitFor(() => expect(screen.queryByText('Merge duplicates')).not.toBeInTheDocument());
      expect(requests.map((r) => r.url).at(-1)).toContain(
        `filter=${encodeURIComponent('{"suggestion":true}')}`,
      );
    });

    it('offers the two actions on open suggestions only', async () => {
      setUpSuggestions();
      renderConsole('/admin/reqs');
      const row = await rowOf('Should cities ban cars?');
      expect(within(row).getByRole('button', { name: 'Create question' })).toBeEnabled();
      expect(within(row).getByRole('button', { name: 'Decline' })).toBeEnabled();
      const other = await rowOf('Merge duplicates');
      expect(within(other).queryByRole('button', { name: 'Create question' })).toBeNull();
      expect(within(other).queryByRole('button', { name: 'Decline' })).toBeNull();
    });

    it('offers nothing to change where the server allows only reading', async () => {
      const reqs = [suggestion('s1', 'Should cities ban cars?'), req('r1', 'Merge duplicates')];
      const readOnly = meAnswer(currentUser('editor'), can([rights('reqs')]));
      installFakeFetch(fakeAdminApi({ me: readOnly, tables: { reqs } }));
      renderConsole('/admin/reqs');
      const row = await rowOf('Should cities ban cars?');
      expect(within(row).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    });

    it('creates the question as the editor words it, then shows the link to it', async () => {
      const { requests } = setUpSuggestions();
      const { user } = renderConsole('/admin/reqs');
      await user.click(
        within(await rowOf('Should cities ban cars?')).getByRole('button', {
          name: 'Create question',
        }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Create the question "Should cities ban cars?"',
      });
      const title = within(dialog).getByRole('textbox', { name: 'Question title' });
      expect(title).toHaveValue('Should cities ban cars?');
      const description = within(dialog).getByRole('textbox', { name: 'Description' });
      expect(description).toHaveValue('Many cities are debating it right now.');
      // The reader's counters, with the question's limits, which the help text names too.
      expect(dialog).toHaveTextContent(
        'A question title is 10 to 75 characters, its description 160 to 300,',
      );
      expect(title).toHaveAccessibleDescription('23 characters (10 to 75)');
      expect(description).toHaveAccessibleDescription('38 characters (160 to 300): too short');
      expect(description).toHaveAttribute('aria-invalid', 'true');
      await user.clear(title);
      await user.type(title, 'Should cities ban private cars?');
      expect(title).toHaveAccessibleDescription('31 characters (10 to 75)');
      await user.click(within(dialog).getByRole('button', { name: 'Create question' }));

      await waitFor(() =>
        expect(requests.filter((r) => r.method === 'POST')).toEqual([
          {
            method: 'POST',
            url: '/api/admin/data/reqs/s1',
            body: {
              body: {
                data: {
                  Resolution: 'question',
                  QuestionTitle: 'Should cities ban private cars?',
                  QuestionDescription: 'Many cities are debating it right now.',
                },
                previousData: {},
              },
            },
          },
        ]),
      );
      const row = await rowOf('Should cities ban cars?');
      expect(await within(row).findByRole('link', { name: 'Open the question' })).toHaveAttribute(
        'href',
        '/c/convo-of-s1',
      );
      expect(within(row).getByText(/Became a question/)).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Decline' })).toBeNull();
    });

    it('declines only with a reason, then shows it', async () => {
      const { requests } = setUpSuggestions();
      const { user } = renderConsole('/admin/reqs');
      await user.click(
        within(await rowOf('Should cities ban cars?')).getByRole('button', { name: 'Decline' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Decline "Should cities ban cars?"',
      });
      const confirm = within(dialog).getByRole('button', { name: 'Decline' });
      expect(confirm).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox'), '  We already have this question. ');
      expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription(
        'Shown in the history and the moderation log. 30 characters (at most 300)',
      );
      await user.click(confirm);
      await waitFor(() =>
        expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
          {
            body: {
              data: { Resolution: 'decline' },
              previousData: {},
              reason: 'We already have this question.',
            },
          },
        ]),
      );
      const row = await rowOf('Should cities ban cars?');
      expect(
        await within(row).findByText('Declined: We already have this question.'),
      ).toBeInTheDocument();
    });

    it("shows the server's 409 when another editor resolved it first", async () => {
      const { reqs } = setUpSuggestions();
      const { user } = renderConsole('/admin/reqs');
      const row = await rowOf('Should cities ban cars?');
      // Meanwhile another editor declined it.
      Object.assign(reqs[0], { Status: 'resolved', Outcome: 'declined', DeclineReason: 'Dup' });
      await user.click(within(row).getByRole('button', { name: 'Decline' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), 'Off topic');
      await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
      expect(
        await screen.findByText('This suggestion has already been resolved; reload to see how.'),
      ).toBeInTheDocument();
    });
  });
});
