import type { BrowserContext } from 'playwright-core';
import { apiPost } from './api.js';
import { BASE_URL } from './browser.js';

/** Descriptions of questions and arguments need 160 to 300 characters. */
export function longDescription(subject: string): string {
  const text =
    `${subject}: what the people who hold this view say, why they say it, and what those who ` +
    'disagree answer, summed up in a few neutral sentences for readers who are new to it.';
  if (text.length < 160 || text.length > 300) throw new Error(`Description of ${text.length}`);
  return text;
}

/** Logs a browser profile in with the session cookie of an account made through the API. */
export async function signIn(
  context: BrowserContext,
  cookie: string,
  /** The app's address: the suite's app unless a test starts its own. */
  url = BASE_URL(),
): Promise<void> {
  const separator = cookie.indexOf('=');
  await context.addCookies([
    {
      name: cookie.slice(0, separator),
      value: cookie.slice(separator + 1),
      url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

async function create<T>(path: string, body: object, cookie: string): Promise<T> {
  const res = await apiPost<T & { error?: string }>(path, body, cookie);
  if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${res.json.error}`);
  return res.json;
}

export interface TestMap {
  convoID: string;
  title: string;
  positions: Array<{ id: string; title: string }>;
  args: Array<{ id: string; title: string; posID: string }>;
}

/**
 * A question with two positions; the first position has two arguments, the second one.
 * Made through the API (test setup, not the flow under test).
 */
export async function createMap(cookie: string, tag: string): Promise<TestMap> {
  const title = `Should cities ban cars from their centres ${tag}?`;
  const { ConvoID } = await create<{ ConvoID: string }>(
    '/api/convo/new',
    { title, description: longDescription('Car-free city centres') },
    cookie,
  );
  const positions = [];
  for (const posTitle of ['Yes, ban them', 'No, keep the roads open']) {
    const { PosID } = await create<{ PosID: string }>(
      '/api/pos/new',
      { convoID: ConvoID, title: posTitle, description: `The view: ${posTitle.toLowerCase()}.` },
      cookie,
    );
    positions.push({ id: PosID, title: posTitle });
  }
  const args = [];
  for (const [posIndex, argTitle] of [
    [0, 'Cleaner air for everyone'],
    [0, 'Streets become safer to cross'],
    [1, 'Shops need deliveries by van'],
  ] as const) {
    const posID = positions[posIndex].id;
    const { ArgID } = await create<{ ArgID: string }>(
      '/api/arg/new',
      { posID, title: argTitle, description: longDescription(argTitle) },
      cookie,
    );
    args.push({ id: ArgID, title: argTitle, posID });
  }
  return { convoID: ConvoID, title, positions, args };
}
