import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { revision } from '../../test/map-fixtures';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  deferred,
  memberMe,
  type FakeRoute,
} from '../../test/fake-api';
import { renderWithStore, renderWithStoreAt } from '../../test/render-app';
import { HomePage } from '../convo/pages/home-page';
import { NewConvoPage } from '../convo/pages/new-convo-page';
import { SuggestPage } from '../req/pages/suggest-page';
import { YourTakePage } from '../vote/pages/your-take-page';
import { CommentThread } from '../comment/components/comment-thread';
import { HistoryList } from '../revision/components/history-list';
import { NoResults } from '../search/components/no-results';

// The pages are mounted without their route's loader: a hydrated page (the case at hand) shows
// before GET /api/me answered, while a client navigation waits for it in the root loader.

/** GET /me held back until release(): what a page shows before it knows who is reading. */
function heldMe(answer: FakeRoute) {
  return deferred(answer);
}

const emptyThread = {
  body: { Comments: [], canDeleteComments: false, HasMore: false, NextCursor: null },
};
const emptyList = { body: { Convos: [], Total: 0, Categories: [] } };
const anonymousText = /sign up|log in/i;

/** The placeholders shown, and that nothing says 'Sign up or log in' meanwhile. */
function expectPending(scope: HTMLElement = document.body) {
  expect(within(scope).getAllByTestId('viewer-pending').length).toBeGreaterThan(0);
  for (const el of within(scope).getAllByTestId('viewer-pending')) {
    expect(el).toHaveAttribute('aria-busy', 'true');
    expect(el).toBeEmptyDOMElement();
  }
  expect(within(scope).queryByText(anonymousText)).not.toBeInTheDocument();
  expect(within(scope).queryByRole('link', { name: /log in|sign up/i })).not.toBeInTheDocument();
}

describe('while GET /api/me has not answered', () => {
  it('the comment thread keeps the comment box’s place, then shows a member the form', async () => {
    const me = heldMe(memberMe('Ada'));
    renderWithStore(
      <CommentThread threadID="convo1" />,
      createFakeApi({ 'GET /me': me.route, 'POST /comment/get': emptyThread }),
    );
    await screen.findByText('No comments yet.');
    expectPending();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await act(async () => me.release());
    expect(await screen.findByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();
    expect(screen.queryByTestId('viewer-pending')).not.toBeInTheDocument();
    expect(screen.queryByText(anonymousText)).not.toBeInTheDocument();
  });

  it('the comment thread shows an anonymous visitor the invitation once it knows', async () => {
    const me = heldMe(anonymousMe);
    renderWithStore(
      <CommentThread threadID="convo1" />,
      createFakeApi({ 'GET /me': me.route, 'POST /comment/get': emptyThread }),
    );
    await screen.findByText('No comments yet.');
    expectPending();
    await act(async () => me.release());
    expect(await screen.findByText(/to comment\./)).toBeInTheDocument();
    expect(screen.queryByTestId('viewer-pending')).not.toBeInTheDocument();
  });

  it('the home page neither invites to log in nor offers to start a map', async () => {
    const me = heldMe(memberMe('Ada', canDo({ convo: { Create: true } })));
    const { container: main } = renderWithStore(
      <HomePage />,
      createFakeApi({ 'GET /me': me.route, 'GET /convo/list': emptyList }),
    );
    await screen.findByRole('heading', { name: 'No questions yet' });
    expectPending(main);
    expect(within(main).queryByRole('link', { name: /question map/ })).not.toBeInTheDocument();
    await act(async () => me.release());
    expect(
      await within(main).findByRole('link', { name: 'Start the first question map' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('link', { name: 'Start a new question map' }),
    ).toBeInTheDocument();
    expect(within(main).queryByTestId('viewer-pending')).not.toBeInTheDocument();
    expect(within(main).queryByText(anonymousText)).not.toBeInTheDocument();
  });

  it('the search box’s No results waits before suggesting or inviting', async () => {
    const me = heldMe(anonymousMe);
    renderWithStore(<NoResults />, createFakeApi({ 'GET /me': me.route }));
    expect(screen.getByText('No results')).toBeInTheDocument();
    expectPending();
    await act(async () => me.release());
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Suggest a new question' })).not.toBeInTheDocument();
  });

  it('a history row keeps the Thank button’s place, then shows a member the button', async () => {
    const me = heldMe(memberMe('Ada', canDo({ convo: { Revert: true } })));
    renderWithStoreAt(
      <HistoryList type="convo" id="convo1" />,
      '/history/c/convo1',
      createFakeApi({
        'GET /me': me.route,
        'GET /convo/history': {
          body: {
            Revisions: [
              revision({ RevID: 'rev2', UserID: 'uid-grace' }),
              revision({ RevID: 'rev1' }),
            ],
            HasMore: false,
            NextCursor: null,
          },
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Revisions, newest first' });
    expect(within(list).getAllByTestId('thanks-pending')).toHaveLength(2);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    await act(async () => me.release());
    expect(await within(list).findAllByRole('button', { name: 'Thank' })).toHaveLength(2);
    expect(
      within(list).getByRole('button', { name: 'Revert to this revision' }),
    ).toBeInTheDocument();
    expect(within(list).queryByTestId('thanks-pending')).not.toBeInTheDocument();
  });

  it.each([
    ['/suggest', <SuggestPage key="suggest" />],
    ['/app/convo/new', <NewConvoPage key="new" />],
    ['/yourtake', <YourTakePage key="yourtake" />],
  ])('%s waits before inviting to log in', async (url, page) => {
    const me = heldMe(anonymousMe);
    renderWithStoreAt(page, url, createFakeApi({ 'GET /me': me.route }));
    expectPending();
    await act(async () => me.release());
    expect(await screen.findByRole('link', { name: 'log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('viewer-pending')).not.toBeInTheDocument();
  });
});
