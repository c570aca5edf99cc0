/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../../entry-server';
import { logList } from '../log-fixtures';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { inProcessCalls, serverApiOf } from '../../../test/fake-server-api';

const template = readFileSync(path.join(__dirname, '../../../../index.html'), 'utf8');
const ORIGIN = 'https://opinions.example';

function fakeApi() {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /log/list/1': { body: logList({ HasMore: true }) },
    'GET /log/list/2': { body: logList() },
    'GET /log/list/3': { status: 400, body: { error: 'page must not be greater than 2' } },
  });
}

async function renderPage(url: string, api = fakeApi()) {
  const result = await render({ url, origin: ORIGIN, serverApi: serverApiOf(api) }, template);
  return { ...result, api };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link as React Router writes it (with its data attributes). */
const link = (href: string, text: string) =>
  new RegExp(`href="${escape(href)}"[^>]*>${escape(text)}</a>`);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The text of the HTML, without its tags and comments. */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");

describe('server render of the moderation log', () => {
  it('renders the entries as sentences, read in process, with the filter and Load more', async () => {
    const { status, html, api } = await renderPage('/log?action=delete');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Moderation log: Deletions | Opinion Encyclopedia</title>');
    expect(head(html)).toContain('<meta name="robots" content="noindex" />');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/log?action=delete" />`);
    expect(html).toContain('<h1 id="log-title">Moderation log</h1>');
    const body = text(html);
    expect(body).toContain(
      'Ed deleted question “Should public transport be free?” (Duplicate of another question)',
    );
    expect(body).toContain('Root changed the role of alice from user to editor (Trusted editor)');
    expect(body).toContain("Mo removed a comment by bob from a question's comments (Insults)");
    expect(html).toMatch(link('/u/ed', 'Ed'));
    expect(html).toMatch(link('/c/convo1', '“Should public transport be free?”'));
    expect(html).toMatch(link('/log?action=restore', 'Restorations'));
    // Load more is a link to the next page: without script, the server renders that page.
    expect(html).toMatch(link('/log?action=delete&amp;page=2', 'Load more'));
    expect(inProcessCalls(api).map((call) => `${call.path}${call.search}`)).toEqual([
      '/log/list/1?action=delete',
    ]);
  });

  it('renders a later page from ?page=', async () => {
    const { status, html, api } = await renderPage('/log?page=2');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Moderation log (page 2) | Opinion Encyclopedia</title>');
    expect(html).toMatch(link('/log', 'Show the newest'));
    expect(html).not.toContain('Load more');
    expect(inProcessCalls(api).map((call) => call.path)).toEqual(['/log/list/2']);
  });

  it('answers 404 for an action the public log does not list, or a page it refuses', async () => {
    expect((await renderPage('/log?action=reportDismiss')).status).toBe(404);
    expect((await renderPage('/log?page=-1')).status).toBe(404);
    const { status, html } = await renderPage('/log?page=3');
    expect(status).toBe(404);
    expect(html).toContain('No such log page');
  });
});
