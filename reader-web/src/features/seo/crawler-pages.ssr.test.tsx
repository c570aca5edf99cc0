/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../entry-server';
import { createFakeApi, type FakeRoute } from '../../test/fake-api';
import { serverApiOf } from '../../test/fake-server-api';
import { argPage, convoPage, posPage } from '../../test/map-fixtures';

const template = readFileSync(path.join(__dirname, '../../../index.html'), 'utf8');
const ORIGIN = 'https://opinions.example';
const HOSTILE = 'Free? </script><script>alert(1)</script><!--';

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...head(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

async function renderPage(url: string, routes: Record<string, FakeRoute>) {
  return render({ url, origin: ORIGIN, serverApi: serverApiOf(createFakeApi(routes)) }, template);
}

describe('server render for crawlers', () => {
  it('puts a question’s JSON-LD in the head, safe from a hostile title', async () => {
    const page = convoPage({ Title: HOSTILE });
    const result = await renderPage('/c/convo1', { 'GET /convo/get': { body: page } });
    expect(result.status).toBe(200);
    // Our two scripts (JSON-LD and the app state) and nothing the title opened.
    expect(result.html.match(/<script/g)?.length).toBe(result.html.match(/<\/script>/g)?.length);
    expect(result.html).not.toContain('<script>alert(1)');
    const [data] = jsonLd(result.html);
    expect(data).toMatchObject({
      '@type': 'QAPage',
      url: `${ORIGIN}/c/convo1`,
      mainEntity: {
        '@type': 'Question',
        name: HOSTILE,
        answerCount: 2,
        suggestedAnswer: [
          expect.objectContaining({ '@type': 'Answer', url: `${ORIGIN}/p/pos1` }),
          expect.objectContaining({ '@type': 'Answer', url: `${ORIGIN}/p/pos2` }),
        ],
      },
    });
    expect(head(result.html)).toContain(`<link rel="canonical" href="${ORIGIN}/c/convo1" />`);
  });

  it('gives positions and arguments their JSON-LD and canonical links, edit pages neither JSON-LD nor an index entry', async () => {
    const routes: Record<string, FakeRoute> = {
      'GET /pos/get': { body: posPage() },
      'GET /arg/get': { body: argPage() },
      'GET /arg/getnextarg': {
        body: { CurrentArg: 1, NumArguments: 2, NextArg: '/a/arg2', NextPos: null },
      },
      'GET /quote/list': { body: { Quotes: [] } },
    };
    const pos = await renderPage('/p/pos1', routes);
    expect(jsonLd(pos.html)).toEqual([
      expect.objectContaining({ mainEntity: expect.objectContaining({ '@type': 'Answer' }) }),
    ]);
    expect(head(pos.html)).toContain(`<link rel="canonical" href="${ORIGIN}/p/pos1" />`);
    const arg = await renderPage('/a/arg1?utm_source=x', routes);
    expect(jsonLd(arg.html)).toEqual([
      expect.objectContaining({ mainEntity: expect.objectContaining({ '@type': 'Claim' }) }),
    ]);
    expect(head(arg.html)).toContain(`<link rel="canonical" href="${ORIGIN}/a/arg1" />`);
    const edit = await renderPage('/edit/a/arg1', routes);
    expect(jsonLd(edit.html)).toEqual([]);
    expect(head(edit.html)).toContain('<meta name="robots" content="noindex" />');
  });

  it('server-renders the search results page, noindex, with the results', async () => {
    const api = createFakeApi({
      'GET /search': {
        body: {
          Results: [
            {
              ArtifactType: 'convo',
              ArtifactID: 'c1',
              Title: 'Wombats?',
              Link: '/c/c1',
              Snippet: [],
              Question: null,
            },
          ],
          HasMore: true,
        },
      },
    });
    const result = await render(
      { url: '/search?q=wombat&page=2', origin: ORIGIN, serverApi: serverApiOf(api) },
      template,
    );
    expect(result.status).toBe(200);
    expect(result.complete).not.toBe(false);
    expect(api.calls.map((call) => call.search)).toEqual(['?q=wombat&page=2']);
    expect(head(result.html)).toContain('<meta name="robots" content="noindex" />');
    expect(head(result.html)).toContain(
      '<title>Search: wombat (page 2) | Opinion Encyclopedia</title>',
    );
    expect(head(result.html)).not.toContain('rel="canonical"');
    expect(result.html).toContain('<a href="/c/c1" data-discover="true">Wombats?</a>');
    expect(result.html).toContain('href="/search?q=wombat&amp;page=3"');
  });
});
