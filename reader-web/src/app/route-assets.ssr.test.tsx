/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../entry-server';
import { routeAssets, type ClientManifest } from './route-assets';
import { createFakeApi } from '../test/fake-api';
import { serverApiOf } from '../test/fake-server-api';
import { convoPage, revision } from '../test/map-fixtures';

const template = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');

/** Shaped like the build's manifest (dist/client/.vite/manifest.json). */
const MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, css: ['assets/index-E.css'] },
  '_format-date-F.js': { file: 'assets/format-date-F.js', imports: ['index.html'] },
  'src/features/revision/pages/history-page.tsx': {
    file: 'assets/history-page-H.js',
    imports: ['index.html', '_format-date-F.js'],
    css: ['assets/history-page-H.css'],
  },
};

const api = () =>
  createFakeApi({
    'GET /convo/get': { body: convoPage() },
    'GET /convo/history': { body: { Revisions: [revision()], HasMore: false, NextCursor: null } },
  });

const assets = routeAssets(MANIFEST);

async function renderPage(url: string, withAssets = true) {
  return render(
    { url, serverApi: serverApiOf(api()), assets: withAssets ? assets : undefined },
    template,
  );
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('server render of a lazy page', () => {
  it('links the page’s stylesheet and preloads its code and the code it imports', async () => {
    const result = await renderPage('/history/c/convo1');
    expect(result.status).toBe(200);
    expect(result.html).toContain('History of Should public transport be free?');
    expect(head(result.html)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/history-page-H.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/history-page-H.js" fetchpriority="low">' +
        '<link rel="modulepreload" crossorigin href="/assets/format-date-F.js" fetchpriority="low">',
    );
    // After the page's own head tags: the page's CSS comes after the entry's, as in the browser.
    expect(head(result.html).indexOf('history-page-H.css')).toBeGreaterThan(
      head(result.html).indexOf('<title>'),
    );
    expect(result.html).not.toContain('index-E');
  });

  it('links nothing without a manifest (dev, tests)', async () => {
    const result = await renderPage('/history/c/convo1', false);
    expect(result.status).toBe(200);
    expect(head(result.html)).not.toMatch(/rel="(stylesheet|modulepreload)"/);
  });

  it('leaves the head of a page that is not lazy as it is', async () => {
    const [withAssets, without] = await Promise.all([
      renderPage('/c/convo1'),
      renderPage('/c/convo1', false),
    ]);
    expect(withAssets.status).toBe(200);
    const stable = (html: string) => html.replace(/"\w+TimeStamp":\d+|"requestId":"[^"]+"/g, '');
    expect(stable(withAssets.html)).toBe(stable(without.html));
    expect(head(withAssets.html)).not.toContain('modulepreload');
  });
});
