import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { apiPost, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, type BrowserSession } from './support/browser.js';
import { longDescription, signIn } from './support/opinion-map.js';

async function create(path: string, body: object, cookie: string): Promise<string> {
  const res = await apiPost<Record<string, string>>(path, body, cookie);
  expect(res.status).toBe(201);
  return Object.values(res.json)[0];
}

/** Agreement in the page's vote widget; waits until it is saved. */
async function agree(page: Page, label: string): Promise<Locator> {
  const voting = page.locator('#voting');
  await voting.getByRole('radio', { name: label, exact: true }).check();
  await voting.getByRole('button', { name: 'Submit' }).click();
  await voting.getByRole('button', { name: 'Tell us why you feel that way' }).waitFor();
  return voting;
}

/**
 * Order-bias control in a browser: a visitor votes through a question in the voting flow (their
 * own order of each position's arguments), then an editor sees those ratings by the rank they
 * were shown at in the console's Order effects.
 */
describe('order effects', () => {
  let browser: BrowserSession;
  let editor: Awaited<ReturnType<typeof createAccountWithRole>>;
  let convoID: string;
  let lead: string;
  const shuffled: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await createAccountWithRole('orderfx', 'editor');
    const cookie = editor.cookie;
    convoID = await create(
      '/api/convo/new',
      {
        title: `Should the order of arguments matter ${Date.now().toString(36)}?`,
        description: longDescription('The order of arguments'),
      },
      cookie,
    );
    const position = (title: string) =>
      create('/api/pos/new', { convoID, title, description: `The view: ${title}.` }, cookie);
    const first = await position('Order matters');
    const second = await position('Order does not');
    lead = await create(
      '/api/arg/new',
      { posID: first, title: 'People tire', description: longDescription('People tire') },
      cookie,
    );
    for (const title of ['First impressions last', 'Readers skim', 'Anchors pull']) {
      shuffled.push(
        await create(
          '/api/arg/new',
          { posID: second, title, description: longDescription(title) },
          cookie,
        ),
      );
    }
  });
  afterAll(() => browser?.close());

  it('shows an editor the ratings of the voting flow by the rank they were shown at', async () => {
    // A visitor rates the question's first argument, which makes them a voter: the way on is
    // then their own order, and "Next position" opens their first argument of it.
    const visitor = await browser.newVisitor();
    await visitor.page.goto(`/a/${lead}`);
    await visitor.page
      .getByRole('region', { name: 'Comments' })
      .getByText('No comments yet.')
      .waitFor();
    const voting = await agree(visitor.page, 'I agree');
    // Asked again after the vote: the position page's link becomes the voter's first argument.
    const nextPos = voting.locator('a[href^="/a/"]').filter({ hasText: 'Next position' });
    await nextPos.waitFor();
    const firstShown = /^\/a\/([^#]+)#voting$/.exec((await nextPos.getAttribute('href')) ?? '');
    expect(shuffled).toContain(firstShown?.[1]);
    await nextPos.click();
    await visitor.page.waitForURL(`**/a/${firstShown![1]}#voting`);
    await visitor.page.getByText('Argument 2 of 4 on this question').waitFor();
    await agree(visitor.page, 'I strongly agree');
    await snapshot(visitor.page, 'order-effects-voting-flow');
    await visitor.page.locator('#voting').getByRole('link', { name: 'Next argument' }).click();
    await visitor.page.getByText('Argument 3 of 4 on this question').waitFor();
    await agree(visitor.page, 'I disagree');

    // The editor's console: the whole site first, then this question by its address.
    const { page, context } = await browser.newVisitor();
    await signIn(context, editor.cookie);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Order effects' }).click();
    await page.getByText(/^The whole site: agreement ratings/).waitFor();
    await page.getByRole('columnheader', { name: 'Mean rating (1-5)' }).waitFor();
    await page
      .getByRole('textbox', { name: 'Question (id or address)' })
      .fill(`http://localhost/c/${convoID}`);
    await page.getByText(`Question ${convoID}: agreement ratings`, { exact: false }).waitFor();
    const rows = page.getByRole('row');
    await rows.filter({ hasText: '4.00' }).waitFor();
    const cells = async (row: Locator) =>
      (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(await cells(rows.filter({ hasText: '1.00' }))).toEqual([
      '1',
      '1',
      '1.00',
      '1',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(await cells(rows.filter({ hasText: '4.00' }))).toEqual([
      '2',
      '1',
      '4.00',
      '0',
      '0',
      '0',
      '1',
      '0',
    ]);
    await snapshot(page, 'order-effects-console');
  });
});
