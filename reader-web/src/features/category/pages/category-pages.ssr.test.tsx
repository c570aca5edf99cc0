/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../../entry-server';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { inProcessCalls, serverApiOf } from '../../../test/fake-server-api';

const template = readFileSync(path.join(__dirname, '../../../../index.html'), 'utf8');
const ORIGIN = 'https://opinions.example';

const CATEGORY = {
  CategoryID: 'cat1',
  Title: 'Transport',
  Description: 'Buses, trains and roads.',
  ImageURL: '',
  Link: '/categories/cat1',
};

const convo = (n: number) => ({
  ConvoID: `convo${n}`,
  Title: `Question number ${n} about transport`,
  Description: `Description ${n}.`,
  Link: `/c/convo${n}`,
  Created: '2026-01-01T00:00:00.000Z',
});

function categoryApi() {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /category/get': (call) =>
      new URLSearchParams(call.search).get('categoryID') === 'cat1'
        ? { body: { Category: CATEGORY } }
        : { status: 404, body: { error: 'There is no category nope.' } },
    'GET /convo/list': (call) => {
      const page = Number(new URLSearchParams(call.search).get('page'));
      return {
        body: { Convos: [convo(page * 100 + 1)], Total: 21, Categories: [] },
      };
    },
    'GET /category/history': {
      body: {
        Revisions: [
          {
            RevID: 'r2',
            ArtifactType: 'category',
            ArtifactID: 'cat1',
            ArtifactName: 'Transport',
            ArtifactLink: '/categories/cat1',
            Created: '2026-01-02T00:00:00.000Z',
            UserID: 'u1',
            UsernameCased: 'Ed',
            ActionName: 'CategoryEditTextField',
            ArgsJSON: '{"FieldName":"Description"}',
            UserDescription: 'Said what it holds',
            Diff: [{ Field: 'Description', Old: '', New: 'Buses, trains and roads.' }],
            LikeNum: 0,
            LikedByMe: false,
          },
        ],
        HasMore: false,
        NextCursor: null,
      },
    },
  });
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

async function renderPage(url: string, api = categoryApi()) {
  const result = await render({ url, origin: ORIGIN, serverApi: serverApiOf(api) }, template);
  return { ...result, api };
}

describe('server render of categories', () => {
  it("writes a category's page with its title, canonical link and questions", async () => {
    const { status, html, api } = await renderPage('/categories/cat1');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Transport | Opinion Encyclopedia</title>');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/categories/cat1" />`);
    expect(head(html)).toContain('Buses, trains and roads.');
    expect(head(html)).not.toContain('robots');
    expect(html).toContain('<h1 id="artifact-title">Transport</h1>');
    expect(html).toContain('href="/c/convo101"');
    expect(html).toContain('Question number 101 about transport');
    // Paged: the next page is a plain link, for readers without script and for crawlers.
    expect(html).toContain('href="/categories/cat1?page=2"');
    expect(inProcessCalls(api).map((c) => c.path)).toEqual(['/category/get', '/convo/list']);
  });

  it('writes a later page of its questions with that page as canonical', async () => {
    const { status, html } = await renderPage('/categories/cat1?page=2');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Transport, page 2 | Opinion Encyclopedia</title>');
    expect(head(html)).toContain(
      `<link rel="canonical" href="${ORIGIN}/categories/cat1?page=2" />`,
    );
    expect(html).toContain('href="/c/convo201"');
  });

  it('keeps the edit page out of the index, pointing at the read page', async () => {
    const { status, html } = await renderPage('/edit/categories/cat1');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Edit: Transport | Opinion Encyclopedia</title>');
    expect(head(html)).toContain('<meta name="robots" content="noindex" />');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/categories/cat1" />`);
  });

  it('answers 404 for an unknown category', async () => {
    const { status, html } = await renderPage('/categories/nope');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found');
  });

  it("writes a category's history at /history/category/{id}", async () => {
    const { status, html, api } = await renderPage('/history/category/cat1');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>History of Transport | Opinion Encyclopedia</title>');
    expect(html).toContain('Said what it holds');
    expect(html).toContain('href="/categories/cat1"');
    expect(inProcessCalls(api).map((c) => c.path)).toEqual(['/category/history']);
  });
});
