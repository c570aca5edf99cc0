import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { apiPost, createAccount } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn, type TestMap } from './support/opinion-map.js';

/**
 * Each results chart's table holds the chart's numbers: the figures of every bar (its name, read
 * by screen readers and shown on focus) are compared with the table's cells, and the summary.
 */
describe('results charts and their tables', () => {
  let browser: BrowserSession;
  let map: TestMap;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const author = await createAccount(uniqueAccount('charts'));
    map = await createMap(author.cookie, `charts ${Date.now().toString(36)}`);
    // Three voters for the first position, one for the second; ratings 1, 2, 2 of the first argument.
    const voters = [];
    for (let i = 0; i < 3; i += 1)
      voters.push(await createAccount(uniqueAccount(`chartvoter${i}`)));
    for (const [i, voter] of [author, ...voters].entries()) {
      const pos = i === 3 ? map.positions[1].id : map.positions[0].id;
      const vote = await apiPost(
        '/api/yourtakeconvo/submit',
        { convoID: map.convoID, value: pos, startTime: Date.now() },
        voter.cookie,
      );
      expect(vote.status).toBeLessThan(300);
    }
    for (const [i, voter] of voters.entries()) {
      const rate = await apiPost(
        '/api/yourtake/submit',
        {
          argID: map.args[0].id,
          question: 'agreement',
          value: i === 0 ? '1' : '2',
          startTime: Date.now(),
        },
        voter.cookie,
      );
      expect(rate.status).toBeLessThan(300);
    }
    const visitor = await browser.newVisitor();
    await signIn(visitor.context, author.cookie);
    page = visitor.page;
  }, 120_000);

  afterAll(() => browser.close());

  /** Each bar's figures, from its data, and its name. */
  async function barsOf(chart: Locator) {
    const items = chart.getByRole('listitem');
    const bars = [];
    for (let i = 0; i < (await items.count()); i += 1) {
      const item = items.nth(i);
      bars.push({
        label: (await item.locator('.vote-bar__label').textContent())!.replace(' (your vote)', ''),
        count: await item.getAttribute('data-count'),
        percent: await item.getAttribute('data-percent'),
        name: await item.getAttribute('aria-label'),
      });
    }
    return bars;
  }

  async function expectTableHoldsBars(region: Locator) {
    const chart = region.getByRole('list', { name: /^Results/ });
    await chart.waitFor();
    const bars = await barsOf(chart);
    expect(bars.length).toBeGreaterThan(1);
    await region.getByText('Show as table').click();
    const table = region.getByRole('table', { name: /^Results/ });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(bars.length);
    for (const [i, bar] of bars.entries()) {
      const row = rows.nth(i);
      expect([
        await row.getByRole('rowheader').textContent(),
        ...(await row.getByRole('cell').allTextContents()),
      ]).toEqual([bar.label, bar.count, `${bar.percent}%`]);
      const people = Number(bar.count) === 1 ? 'person' : 'people';
      expect(bar.name).toMatch(
        new RegExp(`^${escape(bar.label)}: ${bar.percent}%, ${bar.count} ${people}`),
      );
    }
    const summary = await region.locator('.vote-summary').textContent();
    for (const bar of bars) expect(summary).toContain(`${bar.percent}%`);
    for (const bar of bars) expect(summary).toContain(`${bar.label} (${bar.count})`);
    return bars;
  }

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('on a question: the votes for each position', async () => {
    await page.goto(`/c/${map.convoID}`);
    const region = page.getByRole('region', { name: 'Your vote' });
    await region.getByText('Thank you for voting!').waitFor();
    const bars = await expectTableHoldsBars(region);
    expect(bars.map((b) => [b.label, b.count, b.percent])).toEqual([
      ['Yes, ban them', '3', '75'],
      ['No, keep the roads open', '1', '25'],
    ]);
    await expect(region.locator('.vote-summary').textContent()).resolves.toBe(
      '4 people voted: 75% for Yes, ban them (3), 25% for No, keep the roads open (1).',
    );
    await snapshot(page, 'chart-question-results');
    expect(await axeViolations(page)).toBe('');
  });

  it('on an argument: the ratings, with the keyboard', async () => {
    await page.goto(`/a/${map.args[0].id}`);
    const region = page.locator('.vote', { has: page.getByRole('heading', { name: 'Your take' }) });
    await region.getByRole('radio', { name: 'I agree', exact: true }).check();
    await region.getByRole('button', { name: 'Submit' }).click();
    const bars = await expectTableHoldsBars(region);
    expect(bars.map((b) => [b.label, b.count, b.percent])).toEqual([
      ['I strongly agree', '1', '25'],
      ['I agree', '3', '75'],
      ["I'm undecided", '0', '0'],
      ['I disagree', '0', '0'],
      ['I strongly disagree', '0', '0'],
    ]);
    // The chart is one tab stop: the arrow keys reach each bar in turn, Tab moves on.
    await region
      .getByRole('list', { name: /^Results/ })
      .getByRole('listitem')
      .first()
      .focus();
    for (const bar of bars.slice(1)) {
      await page.keyboard.press('ArrowDown');
      await expect(
        page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      ).resolves.toBe(bar.name);
    }
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Show as table',
    );
    await snapshot(page, 'chart-argument-results');
    expect(await axeViolations(page)).toBe('');
  });
});
