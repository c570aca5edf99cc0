import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { render } from '../entry-server';
import { anonymousMe, createFakeApi, memberMe, type FakeRoute } from '../test/fake-api';
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
async function historyFor(me: FakeRoute) {
  let asked = 0;
  const api = createFakeApi({
    'GET /me': me,
    'POST /cookies/showbanner': { body: { ShowBanner: false, Version: 'v1' } },
    'GET /convo/history': (call) => {
      asked += 1;
      // Only a request with the reader's session knows they thanked it.
      const inProcess = call.headers.get('x-in-process') === '1';
      const LikedByMe = !inProcess && me !== anonymousMe;
      return {
        body: {
          Revisions: [revision({ UserID: 'uid-grace', LikedByMe, LikeNum: LikedByMe ? 1 : 0 })],
          HasMore: false,
          NextCursor: null,
        },
      };
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
