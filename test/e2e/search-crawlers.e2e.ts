import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount } from './support/api.js';
import {
  BASE_URL,
  launchBrowser,
  snapshot,
  uniqueAccount,
  type BrowserSession,
} from './support/browser.js';
import { longDescription } from './support/opinion-map.js';

async function create(path: string, body: object, cookie: string): Promise<string> {
  const res = await apiPost<Record<string, string>>(path, body, cookie);
  if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${res.json.error}`);
  return Object.values(res.json)[0];
}

describe('search results page and crawler files in the browser', () => {
  let browser: BrowserSession;
  // A word no other test writes: 13 items carry it (a question, 8 positions, 4 arguments).
  const word = `quokka${randomBytes(3).toString('hex')}`;
  let convoID: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { cookie } = await createAccount(uniqueAccount('Search'));
    convoID = await create(
      '/api/convo/new',
      { title: `Are ${word} the happiest animals?`, description: longDescription('Quokkas') },
      cookie,
    );
    const positions: string[] = [];
    for (let i = 1; i <= 8; i += 1)
      positions.push(
        await create(
          '/api/pos/new',
          { convoID, title: `Position ${i} on ${word}`, description: '' },
          cookie,
        ),
      );
    for (let i = 1; i <= 4; i += 1)
      await create(
        '/api/arg/new',
        {
          posID: positions[0],
          title: `Argument ${i} about ${word}`,
          description: longDescription(`Argument ${i}`),
        },
        cookie,
      );
  });
  afterAll(() => browser.close());

  it('Enter in the search box opens every result, page by page', async () => {
    const { page } = await browser.newVisitor();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('searchbox', { name: 'Search', exact: true });
    await box.fill(word);
    // The dropdown shows the first ten only.
    const dropdown = page.getByRole('list', { name: 'Search results' });
    await dropdown.getByRole('link').nth(9).waitFor();
    expect(await dropdown.getByRole('link').count()).toBe(10);
    await box.press('Enter');

    await page.getByRole('heading', { level: 1, name: `Results for “${word}”` }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(`/search?q=${word}`);
    const results = page.getByRole('main').getByRole('list', { name: 'Search results' });
    expect(await results.getByRole('listitem').count()).toBe(10);
    await snapshot(page, 'search-page-1');
    await page.getByRole('link', { name: 'More results' }).click();
    await page.waitForURL(/page=2$/);
    await page.getByRole('link', { name: 'Previous results' }).waitFor();
    expect(await results.getByRole('listitem').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'More results' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Previous results' }).click();
    await page.waitForURL(new RegExp(`\\?q=${word}$`));
    await page.getByRole('link', { name: 'More results' }).waitFor();
    expect(await results.getByRole('listitem').count()).toBe(10);
  });

  it('serves the results page rendered, noindex, to a visitor without scripts', async () => {
    const res = await fetch(`${BASE_URL()}/search?q=${word}&page=2`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // As links in the markup (the hydration state carries them too, as JSON), each position's
    // and argument's followed by a link to its question.
    const list = /<ol class="search-results__list"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(list.match(/<li\b/g)).toHaveLength(3);
    const links = new RegExp(`>(?:Argument \\d about|Position \\d on|Are) ${word}[^<]*</a>`, 'g');
    expect(list.match(links)?.length).toBeGreaterThanOrEqual(3);
  });

  it('answers robots.txt and the sitemap from the backend, not the reader app', async () => {
    const robots = await fetch(`${BASE_URL()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const sitemapLine = (await robots.text()).split('\n').find((l) => l.startsWith('Sitemap: '));
    expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/);

    // The sitemap job rebuilds the files a moment after content changes (SITEMAP_REBUILD_SECONDS
    // is 1 in the suite's app): they list the question once it has run.
    const listed = async () => {
      const index = await fetch(`${BASE_URL()}/sitemap.xml`);
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const files = [
        ...(await index.text()).matchAll(/<loc>[^<]*(\/sitemaps\/[a-z]+-\d+\.xml)<\/loc>/g),
      ];
      let text = '';
      for (const [, file] of files) text += await (await fetch(`${BASE_URL()}${file}`)).text();
      return text;
    };
    let found = false;
    for (let i = 0; i < 100 && !found; i += 1) {
      found = (await listed()).includes(`/c/${convoID}</loc>`);
      if (!found) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(found).toBe(true);
  });
});
