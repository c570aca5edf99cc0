/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../../entry-server';
import { articlePage, reqList, reqPage } from '../req-fixtures';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { inProcessCalls, serverApiOf } from '../../../test/fake-server-api';

const template = readFileSync(path.join(__dirname, '../../../../index.html'), 'utf8');
const ORIGIN = 'https://opinions.example';

function fakeApi() {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /req/list': (call) =>
      call.search === '?artifactType=convo&artifactID=convo1'
        ? {
            body: reqList({
              ArtifactType: 'convo',
              ArtifactID: 'convo1',
              ArtifactTitle: 'Should public transport be free?',
              ArtifactLink: '/c/convo1',
            }),
          }
        : { status: 404, body: { error: 'There is no convo with that id.' } },
    'GET /req/get': (call) =>
      call.search === '?reqID=req1'
        ? { body: reqPage() }
        : { status: 404, body: { error: 'There is no request.' } },
    'GET /article/get': { body: articlePage() },
  });
}

async function renderPage(url: string, api = fakeApi()) {
  const result = await render({ url, origin: ORIGIN, serverApi: serverApiOf(api) }, template);
  return { ...result, api };
}

/** A link as React Router writes it (with its data attributes). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const link = (href: string, text: string) =>
  new RegExp(`href="${escape(href)}"[^>]*>${escape(text)}</a>`);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('server render of discussion, request and article pages', () => {
  it("renders a question's requests at /reqs/c/{id}, read in process", async () => {
    const { status, html, api } = await renderPage('/reqs/c/convo1');
    expect(status).toBe(200);
    expect(head(html)).toContain(
      '<title>Discuss: Should public transport be free? | Opinion Encyclopedia</title>',
    );
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/reqs/c/convo1" />`);
    expect(html).toMatch(link('/c/convo1', 'Should public transport be free?'));
    expect(html).toMatch(link('/req/req1', 'Cite the Tallinn study'));
    expect(html).toMatch(link('/req/req2', 'Title is not neutral'));
    // Who reads is unknown to the render: neither New Request nor the sign-up prompt.
    expect(html).not.toContain('New Request');
    expect(html).not.toContain('to open a request');
    expect(inProcessCalls(api).map((call) => call.path)).toEqual(['/req/list']);
  });

  it('answers 404 for the requests of an unknown question or an unknown level', async () => {
    expect((await renderPage('/reqs/c/nosuch')).status).toBe(404);
    expect((await renderPage('/reqs/p/convo1')).status).toBe(404);
  });

  it('renders a request at /req/{id}', async () => {
    const { status, html } = await renderPage('/req/req1');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Cite the Tallinn study | Opinion Encyclopedia</title>');
    expect(head(html)).toContain(
      '<meta name="description" content="The argument claims fewer cars but cites nothing." />',
    );
    expect(html).toContain('<h1 id="artifact-title">Cite the Tallinn study</h1>');
    expect(html).toContain('The argument claims fewer cars but cites nothing.');
    expect(html).toMatch(link('/a/arg1', 'Free buses cut traffic'));
    expect((await renderPage('/req/nosuch')).status).toBe(404);
  });

  it('keeps edit pages of requests out of the index', async () => {
    const { status, html } = await renderPage('/edit/req/req1');
    expect(status).toBe(200);
    expect(head(html)).toContain('<meta name="robots" content="noindex" />');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/req/req1" />`);
  });

  it('renders an article at /article/{id} with its body as rich text', async () => {
    const { status, html } = await renderPage('/article/art1');
    expect(status).toBe(200);
    expect(head(html)).toContain(
      '<title>How the encyclopedia works | Opinion Encyclopedia</title>',
    );
    expect(head(html)).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<h1 id="artifact-title">How the encyclopedia works</h1>');
    expect(html).toContain('<p>Questions hold positions.</p>');
    expect(html).toContain('href="https://example.org/guide"');
    expect(head(html)).not.toContain('robots');
  });
});
