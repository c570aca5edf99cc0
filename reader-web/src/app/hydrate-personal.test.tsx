import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { render } from '../entry-server';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  deferred,
  memberMe,
  type ApiCall,
  type FakeRoute,
} from '../test/fake-api';
import { inProcessCalls, serverApiOf } from '../test/fake-server-api';
import { revision } from '../test/map-fixtures';
import { TEST_API_BASE } from '../test/render-app';
import { startClient } from './start-client';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head>
<body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

/**
 * A history as the server renders it (as anyone sees it), then hydrated for a visitor: what the
 * history says about the reader themself ("thanked by you") is asked again once they are known.
 */
/** Only a request with the reader's session knows they thanked it. */
function thankedHistory(me: FakeRoute) {
  return (call: ApiCall): FakeRoute => {
    const inProcess = call.headers.get('x-in-process') === '1';
    const LikedByMe = !inProcess && me !== anonymousMe;
    return {
      body: {
        Revisions: [revision({ UserID: 'uid-grace', LikedByMe, LikeNum: LikedByMe ? 1 : 0 })],
        HasMore: false,
        NextCursor: null,
      },
    };
  };
}

async function historyFor(me: FakeRoute, history: FakeRoute = thankedHistory(me)) {
  let asked = 0;
  const api = createFakeApi({
    'GET /me': me,
    'POST /cookies/showbanner': { body: { ShowBanner: false, Version: 'v1' } },
    'GET /convo/history': () => {
      asked += 1;
      return history;
    },
  });
  const result = await render({ url: '/history/c/convo1', serverApi: serverApiOf(api) }, TEMPLATE);
  const page = new DOMParser().parseFromString(result.html, 'text/html');
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  window.history.replaceState(null, '', '/history/c/convo1');
  let root: Root | undefined;
  await act(async () => {
    root = await startClient(document, { baseUrl: TEST_API_BASE, fetchFn: api.fetchFn });
  });
  return { api, result, root: root!, asked: () => asked };
}

describe('a server-rendered history, hydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('asks nothing more for an anonymous visitor', async () => {
    const hydrated = await historyFor(anonymousMe);
    root = hydrated.root;
    // The header shows the visitor is known to be anonymous: a refetch would have started.
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const entry = within(await screen.findByRole('list', { name: 'Revisions, newest first' }));
    expect(entry.getByText('Thanks: 0')).toBeInTheDocument();
    expect(entry.queryByRole('button')).not.toBeInTheDocument();
    expect(hydrated.asked()).toBe(1);
  });

  it("shows a signed-in reader's own thanks, asked again once they are known", async () => {
    const hydrated = await historyFor(memberMe('Ada'));
    root = hydrated.root;
    expect(hydrated.result.html).not.toContain('Thanked');
    expect(await screen.findByRole('button', { name: 'Thanked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Thanks: 1')).toBeInTheDocument();
    expect(inProcessCalls(hydrated.api)).toHaveLength(1);
    expect(hydrated.api.callsTo('GET /convo/history')).toHaveLength(2);
  });
});

describe('the Thank buttons of a server-rendered history, for a member', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('keep their place until the history was asked again with the session', async () => {
    const me = memberMe('Ada');
    const ownCopy = thankedHistory(me);
    const asked = deferred((call) => ownCopy(call));
    const hydrated = await historyFor(me, (call) =>
      call.headers.get('x-in-process') === '1' ? ownCopy(call) : asked.route,
    );
    root = hydrated.root;
    // The reader is known, the history not yet asked again: no "Thank" for a revision they thanked.
    await screen.findByRole('link', { name: 'Ada' });
    await waitFor(() => expect(hydrated.api.callsTo('GET /convo/history')).toHaveLength(2));
    const list = within(screen.getByRole('list', { name: 'Revisions, newest first' }));
    expect(list.getByTestId('thanks-pending')).toHaveAttribute('aria-busy', 'true');
    expect(list.queryByRole('button', { name: /Thank/ })).not.toBeInTheDocument();
    await act(async () => asked.release());
    expect(await list.findByRole('button', { name: 'Thanked' })).toBeInTheDocument();
    expect(list.queryByTestId('thanks-pending')).not.toBeInTheDocument();
  });
});

describe('the history of deleted content, server-rendered as a 404', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  /** The history as the API answers it: 404 without a session that may see deleted content. */
  const deletedHistory = (seesDeleted: boolean) => (call: ApiCall) =>
    call.headers.get('x-in-process') === '1' || !seesDeleted
      ? { status: 404, body: { error: 'There is no convo with id convo1.' } }
      : {
          body: {
            Revisions: [
              revision({ RevID: 'rev2', ActionName: 'ConvoDelete', ArgsJSON: '{}' }),
              revision({}),
            ],
            HasMore: false,
            NextCursor: null,
          },
        };

  it('stays a 404 for an anonymous visitor and a member who may not see deleted questions, asking nothing again', async () => {
    // Seeing deleted positions is not seeing deleted questions.
    for (const me of [anonymousMe, memberMe('Ada', canDo({ pos: { SeeDeleted: true } }))]) {
      const hydrated = await historyFor(me, deletedHistory(false));
      root = hydrated.root;
      expect(hydrated.result.status).toBe(404);
      await waitFor(() => expect(hydrated.api.callsTo('GET /me')).toHaveLength(1));
      await screen.findByRole('link', { name: me === anonymousMe ? 'Log in' : 'Ada' });
      expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(hydrated.asked()).toBe(1);
      act(() => root?.unmount());
      root = undefined;
    }
  });

  it('is asked again for a reader who may see deleted questions, who sees the history', async () => {
    const hydrated = await historyFor(
      memberMe('Ada', canDo({ convo: { SeeDeleted: true } })),
      deletedHistory(true),
    );
    root = hydrated.root;
    expect(hydrated.result.status).toBe(404);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^History of/ }),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Revisions, newest first' }));
    expect(list.getByText('Deleted the question')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    // Asked by the server, then with the session (the page's refresh of the reader's own
    // thanks may ask once more).
    expect(inProcessCalls(hydrated.api)).toHaveLength(1);
    expect(hydrated.asked()).toBeGreaterThanOrEqual(2);
  });

  it('asks once for one who may see deleted questions when the history is really missing, then stays a 404', async () => {
    const hydrated = await historyFor(
      memberMe('Ada', canDo({ convo: { SeeDeleted: true } })),
      deletedHistory(false),
    );
    root = hydrated.root;
    await screen.findByRole('link', { name: 'Ada' });
    await waitFor(() => expect(hydrated.asked()).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const asked = hydrated.asked();
    // Give a second retry every chance to start: nothing more is asked.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(hydrated.asked()).toBe(asked);
  });
});
