/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../../entry-server';
import { anonymousMe, createFakeApi, memberMeByPath, type FakeRoute } from '../../../test/fake-api';
import { inProcessCalls, serverApiOf } from '../../../test/fake-server-api';
import { argPage, convoPage, LONG_DESCRIPTION } from '../../../test/map-fixtures';

const template = readFileSync(path.join(__dirname, '../../../../index.html'), 'utf8');
const ORIGIN = 'https://opinions.example';

function mapApi(home: FakeRoute = anonymousMe, page = convoPage()) {
  return createFakeApi({
    'GET /me': home,
    'GET /convo/get': (call) =>
      call.search === '?convoID=convo1'
        ? { body: page }
        : { status: 404, body: { error: 'There is no convo with that id.' } },
    'GET /arg/get': { body: argPage() },
    'GET /arg/getnextarg': {
      body: { CurrentArg: 1, NumArguments: 2, NextArg: '/a/arg2', NextPos: null },
    },
    'GET /quote/list': { body: { Quotes: [] } },
  });
}

async function renderPage(url: string, api = mapApi()) {
  return render({ url, origin: ORIGIN, serverApi: serverApiOf(api) }, template);
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('server render of the opinion map', () => {
  it('writes the question’s title, description, canonical link and sharing tags', async () => {
    const result = await renderPage('/c/convo1');
    expect(result.status).toBe(200);
    const tags = head(result.html);
    expect(tags).toContain(
      '<title>Should public transport be free? | Opinion Encyclopedia</title>',
    );
    expect(tags).toContain(`<meta name="description" content="${LONG_DESCRIPTION}" />`);
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/c/convo1" />`);
    expect(tags).toContain(
      '<meta property="og:title" content="Should public transport be free?" />',
    );
    expect(tags).toContain(`<meta property="og:description" content="${LONG_DESCRIPTION}" />`);
    expect(tags).toContain(`<meta property="og:url" content="${ORIGIN}/c/convo1" />`);
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain(
      '<meta name="twitter:title" content="Should public transport be free?" />',
    );
    expect(tags).not.toContain('robots');
    expect(result.html).toContain('<h1 id="artifact-title">Should public transport be free?</h1>');
    expect(result.html).toContain('href="/a/arg1"');
    // The page's data travels to the browser, so hydration needs no second request.
    const state = /<script id="app-state" type="application\/json">(.*?)<\/script>/s.exec(
      result.html,
    )![1];
    expect(JSON.parse(state).store.api.queries['getConvo("convo1")'].data.Convo.ConvoID).toBe(
      'convo1',
    );
  });

  it('answers 404 with the Page Not Found screen for an unknown id', async () => {
    const result = await renderPage('/c/unknown');
    expect(result.status).toBe(404);
    expect(result.html).toContain('<h1 id="not-found-title">Page Not Found</h1>');
    expect(head(result.html)).toContain('<title>Page Not Found | Opinion Encyclopedia</title>');
    expect(head(result.html)).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps edit pages out of the index, pointing at the read page', async () => {
    const result = await renderPage('/edit/c/convo1');
    expect(result.status).toBe(200);
    expect(head(result.html)).toContain('<meta name="robots" content="noindex" />');
    expect(head(result.html)).toContain(`<link rel="canonical" href="${ORIGIN}/c/convo1" />`);
    expect(result.html).not.toContain('Edit title');
  });

  it('renders an edit page as everyone gets it: the read page, its tools left to the browser', async () => {
    const api = mapApi(memberMeByPath('Ada'));
    const result = await renderPage('/edit/c/convo1', api);
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1 id="artifact-title">Should public transport be free?</h1>');
    expect(result.html).not.toContain('Edit title');
    expect(api.callsTo('GET /me')).toEqual([]);
    expect(inProcessCalls(api).map((call) => call.path + call.search)).toEqual([
      '/convo/get?convoID=convo1',
    ]);
  });

  it('does not send offensive content before the reader chooses to see it', async () => {
    const result = await renderPage(
      '/c/convo1',
      mapApi(anonymousMe, convoPage({ Offensive: true })),
    );
    expect(result.html).toContain('I understand and wish to continue');
    const body = result.html.slice(
      result.html.indexOf('<body'),
      result.html.indexOf('id="app-state"'),
    );
    expect(body).not.toContain('Free fares cut car traffic');
  });

  it('renders an argument with its #voting section and next-argument link', async () => {
    const result = await renderPage('/a/arg1');
    expect(result.status).toBe(200);
    expect(result.html).toContain('id="voting"');
    expect(result.html).toContain('href="/a/arg2#voting"');
    expect(head(result.html)).toContain(
      '<title>Free fares cut car traffic | Opinion Encyclopedia</title>',
    );
  });

  it('gives the history error pages their own title', async () => {
    const result = await renderPage('/history/zz/p1');
    expect(result.status).toBe(404);
    expect(result.html).toContain('Unknown history type');
    expect(head(result.html)).toContain(
      '<title>Unknown history type | Opinion Encyclopedia</title>',
    );
  });
});
