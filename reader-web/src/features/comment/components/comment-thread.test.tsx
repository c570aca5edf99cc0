import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { CommentDto } from '../../../api/types';
import {
  anonymousMe,
  createFakeApi,
  deferred,
  memberMe,
  type FakeRoute,
} from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { CommentThread } from './comment-thread';

function comment(overrides: Partial<CommentDto>): CommentDto {
  return {
    CommentID: 'c1',
    UID: 'uid-grace',
    UsernameCased: 'Grace',
    Body: 'A first comment',
    Edited: false,
    Deleted: false,
    DeletedReason: null,
    ReplyToName: null,
    Created: '2026-11-21T10:00:00.000Z',
    ParentID: null,
    Children: [],
    ...overrides,
  };
}

const thread = {
  Comments: [
    comment({
      Edited: true,
      Children: [
        comment({
          CommentID: 'c2',
          UID: 'uid-ada',
          UsernameCased: 'Ada',
          Body: 'My reply',
          ReplyToName: 'Grace',
          ParentID: 'c1',
        }),
      ],
    }),
    comment({ CommentID: 'c3', Deleted: true, DeletedReason: 'user', Body: '' }),
    comment({ CommentID: 'c4', Deleted: true, DeletedReason: 'moderator', Body: '' }),
    comment({ CommentID: 'c5', Deleted: true, DeletedReason: 'other', Body: '' }),
  ],
  canDeleteComments: false,
  HasMore: false,
  NextCursor: null,
};

function setup(home: FakeRoute, get: FakeRoute = { body: thread }, extra = {}) {
  const api = createFakeApi({
    'GET /me': home,
    'POST /comment/get': get,
    'POST /comment/new': { status: 201, body: comment({ CommentID: 'c9' }) },
    'POST /comment/delete': { body: comment({ Deleted: true, DeletedReason: 'user' }) },
    'POST /comment/report': { body: { Reported: true } },
    ...extra,
  });
  return { api, ...renderWithStore(<CommentThread threadID="arg1" />, api) };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('comment thread', () => {
  it('shows Loading..., then the nested list with edited and deleted markers', async () => {
    const gate = deferred({ body: thread });
    const { api } = setup(anonymousMe, gate.route);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    gate.release();
    const grace = await screen.findByRole('article', { name: 'Comment by Grace' });
    expect(grace).toHaveTextContent('A first comment');
    expect(grace).toHaveTextContent(' - edited');
    const ada = screen.getByRole('article', { name: 'Comment by Ada' });
    expect(ada).not.toHaveTextContent('edited');
    expect(ada).toHaveTextContent('replying to Grace');
    // The reply is nested inside Grace's comment.
    expect(grace.closest('li')).toContainElement(ada);
    expect(screen.getByText('This comment was deleted by its author')).toBeInTheDocument();
    expect(screen.getByText('This comment was deleted by a moderator')).toBeInTheDocument();
    expect(screen.getByText('This comment has been deleted')).toBeInTheDocument();
    expect(api.callsTo('POST /comment/get')[0].body).toEqual({ body: { threadID: 'arg1' } });
  });

  it('says when loading fails', async () => {
    setup(anonymousMe, { status: 500, body: { error: 'boom' } });
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
  });

  it('asks anonymous readers to sign up or log in instead of the form', async () => {
    setup(anonymousMe);
    await screen.findByRole('article', { name: 'Comment by Grace' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('keeps the submit disabled while the comment is empty, then posts it', async () => {
    const { api, user } = setup(memberMe('Ada'));
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    const submit = screen.getByRole('button', { name: 'Comment' });
    expect(submit).toBeDisabled();
    await user.type(field, '   ');
    expect(submit).toBeDisabled();
    await user.type(field, 'Well said');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    expect(api.callsTo('POST /comment/new')[0].body).toEqual({
      body: { threadID: 'arg1', parentID: null, body: 'Well said', pathname: '/' },
    });
  });

  it('replies to a comment', async () => {
    const { api, user } = setup(memberMe('Ada'));
    const grace = await screen.findByRole('article', { name: 'Comment by Grace' });
    await user.click(within(grace).getByRole('button', { name: 'Reply' }));
    await user.type(within(grace).getByRole('textbox', { name: 'Reply to Grace' }), 'Agreed');
    await user.click(within(grace).getByRole('button', { name: 'Reply' }));
    expect(api.callsTo('POST /comment/new')[0].body).toMatchObject({
      body: { threadID: 'arg1', parentID: 'c1', body: 'Agreed' },
    });
  });

  it('lets the author edit and delete their own comment, after a confirm beside it', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { api, user } = setup(memberMe('Ada'), undefined, {
      'POST /comment/edit': { body: comment({ CommentID: 'c2', Body: 'Changed', Edited: true }) },
      'POST /comment/delete': { status: 409, body: { error: 'This comment has been deleted.' } },
    });
    const ada = await screen.findByRole('article', { name: 'Comment by Ada' });
    expect(within(ada).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();

    await user.click(within(ada).getByRole('button', { name: 'Delete' }));
    const ask = within(ada).getByRole('group', { name: 'Confirm the deletion' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /comment/delete')).toHaveLength(0);
    await user.click(within(ada).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(within(ada).getByRole('group', { name: 'Confirm the deletion' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(api.callsTo('POST /comment/delete')[0].body).toEqual({
      body: { commentID: 'c2', pathname: '/' },
    });
    // The server's refusal shows beside the comment, not in a browser alert.
    expect(await within(ada).findByRole('alert')).toHaveTextContent(
      'This comment has been deleted.',
    );
    expect(confirm).not.toHaveBeenCalled();

    await user.click(within(ada).getByRole('button', { name: 'Edit' }));
    const field = within(ada).getByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('My reply');
    await user.clear(field);
    expect(within(ada).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, 'Changed');
    await user.click(within(ada).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST /comment/edit')[0].body).toEqual({
      body: { commentID: 'c2', newBody: 'Changed', pathname: '/' },
    });
  });

  it("reports another member's comment with a reason, then shows it Reported", async () => {
    const alert = jest.spyOn(window, 'alert');
    const { api, user } = setup(memberMe('Ada'));
    const grace = await screen.findByRole('article', { name: 'Comment by Grace' });
    expect(within(grace).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(grace).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(grace).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: "Report Grace's comment" });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    await user.click(within(dialog).getByRole('radio', { name: /Something else/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Say what is wrong with the comment.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What is wrong (required)' }),
      'It names a private address',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(grace).findByText('Reported')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(grace).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /comment/report')[0].body).toEqual({
      body: {
        commentID: 'c1',
        pathname: '/',
        reason: 'other',
        details: 'It names a private address',
      },
    });
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows a comment the reader reported before as Reported', async () => {
    setup(memberMe('Ada'), { body: { ...thread, ReportedByMe: ['c1'] } });
    const grace = await screen.findByRole('article', { name: 'Comment by Grace' });
    expect(within(grace).getByText('Reported')).toBeInTheDocument();
  });

  it('lets a moderator delete any comment', async () => {
    setup(memberMe('Mod'), { body: { ...thread, canDeleteComments: true } });
    const grace = await screen.findByRole('article', { name: 'Comment by Grace' });
    expect(within(grace).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(grace).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  describe('paging', () => {
    const page = (ids: string[], next: string | null) => ({
      Comments: ids.map((id) => comment({ CommentID: id, Body: `Comment ${id}` })),
      canDeleteComments: false,
      HasMore: next !== null,
      NextCursor: next,
    });
    const byCursor: FakeRoute = (call) => {
      const { cursor } = (call.body as { body: { cursor?: string } }).body;
      return { body: cursor === 'p2' ? page(['p3', 'p4'], null) : page(['p1', 'p2'], 'p2') };
    };

    it('loads more top-level comments after the last page', async () => {
      const { api, user } = setup(anonymousMe, byCursor);
      await screen.findByText('Comment p2');
      expect(screen.queryByText('Comment p3')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Load more comments' }));
      expect(await screen.findByText('Comment p4')).toBeInTheDocument();
      expect(screen.getByText('Comment p1')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
      expect(api.callsTo('POST /comment/get').map((call) => call.body)).toEqual([
        { body: { threadID: 'arg1' } },
        { body: { threadID: 'arg1', cursor: 'p2' } },
      ]);
    });

    it('says when the next page fails and keeps what it has', async () => {
      const { user } = setup(anonymousMe, (call) =>
        (call.body as { body: { cursor?: string } }).body.cursor
          ? { status: 400, body: { error: 'cursor must be the NextCursor of an earlier page.' } }
          : { body: page(['p1', 'p2'], 'p2') },
      );
      await user.click(await screen.findByRole('button', { name: 'Load more comments' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'cursor must be the NextCursor of an earlier page.',
      );
      expect(screen.getByText('Comment p1')).toBeInTheDocument();
    });

    it('shows the reader their new comment while it sits on a page not loaded yet', async () => {
      const { user } = setup(memberMe('Ada'), byCursor, {
        'POST /comment/new': {
          status: 201,
          body: comment({ CommentID: 'mine', UID: 'uid-ada', UsernameCased: 'Ada', Body: 'Late' }),
        },
      });
      await screen.findByText('Comment p2');
      await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Late');
      await user.click(screen.getByRole('button', { name: 'Comment' }));
      const mine = await screen.findByRole('article', { name: 'Comment by Ada' });
      expect(mine).toHaveTextContent('Late');
    });

    it('loads more replies of a comment only when asked, nesting them by parent', async () => {
      const withMore = {
        ...thread,
        Comments: [
          comment({
            RepliesCursor: 'c2',
            Children: [comment({ CommentID: 'c2', Body: 'First reply', ParentID: 'c1' })],
          }),
        ],
      };
      const { api, user } = setup(
        anonymousMe,
        { body: withMore },
        {
          'POST /comment/replies': (call: { body: unknown }) => {
            const { cursor } = (call.body as { body: { cursor: string } }).body;
            return cursor === 'c2'
              ? {
                  body: {
                    Replies: [
                      comment({ CommentID: 'c6', Body: 'Under the first', ParentID: 'c2' }),
                      comment({ CommentID: 'c7', Body: 'Another reply', ParentID: 'c1' }),
                    ],
                    HasMore: true,
                    NextCursor: 'c7',
                  },
                }
              : {
                  body: {
                    Replies: [comment({ CommentID: 'c8', Body: 'Last reply', ParentID: 'c1' })],
                    HasMore: false,
                    NextCursor: null,
                  },
                };
          },
        },
      );
      await screen.findByText('First reply');
      expect(api.callsTo('POST /comment/replies')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Load more replies' }));
      const nested = await screen.findByText('Under the first');
      expect(screen.getByText('First reply').closest('li')).toContainElement(nested);
      await user.click(screen.getByRole('button', { name: 'Load more replies' }));
      expect(await screen.findByText('Last reply')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more replies' })).not.toBeInTheDocument();
      expect(api.callsTo('POST /comment/replies').map((call) => call.body)).toEqual([
        { body: { commentID: 'c1', cursor: 'c2' } },
        { body: { commentID: 'c1', cursor: 'c7' } },
      ]);
    });
  });
});
