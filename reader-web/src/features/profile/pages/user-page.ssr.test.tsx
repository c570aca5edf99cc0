/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../../entry-server';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { inProcessCalls, serverApiOf } from '../../../test/fake-server-api';
import { editsPage, publicProfile } from '../profile-fixtures';

const template = readFileSync(path.join(__dirname, '../../../../index.html'), 'utf8');
const ORIGIN = 'https://opinions.example';

function userApi() {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /user/profile': (call) =>
      new URLSearchParams(call.search).get('username')?.toLowerCase() === 'ada'
        ? { body: publicProfile() }
        : { status: 404, body: { error: 'There is no user called "nobody".' } },
    'GET /user/edits/ada/1': { body: editsPage(1, 3) },
  });
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('server render of /u/{username}', () => {
  it('renders the public profile with its head tags, from one in-process read', async () => {
    const api = userApi();
    const result = await render(
      { url: '/u/Ada', origin: ORIGIN, serverApi: serverApiOf(api) },
      template,
    );
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1 id="profile-title">Ada</h1>');
    expect(result.html).toContain('Ada Lovelace');
    expect(result.html).toContain('src="/api/user/profileimage/ada"');
    expect(result.html).toContain('href="https://example.org/ada"');
    expect(result.html).toContain('Analytical engines');
    const tags = head(result.html);
    expect(tags).toContain('<title>Ada Lovelace (Ada) | Opinion Encyclopedia</title>');
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/u/ada" />`);
    expect(tags).toContain('<meta property="og:type" content="profile" />');
    expect(inProcessCalls(api).map((call) => `${call.path}${call.search}`)).toEqual([
      '/user/profile?username=Ada',
    ]);
    // Nothing personal: no Settings link, whoever asks.
    expect(result.html).not.toContain('href="/app/settings"');
  });

  it('answers 404 with the Page Not Found screen for an unknown user', async () => {
    const result = await render(
      { url: '/u/nobody', origin: ORIGIN, serverApi: serverApiOf(userApi()) },
      template,
    );
    expect(result.status).toBe(404);
    expect(result.html).toContain('<h1 id="not-found-title">Page Not Found</h1>');
  });
});
