import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { type Ballot, castBallots } from '../../backend/src/vote/vote-ledger.js';
import { eventually } from '../api/support/app-processes.js';
import type { E2eApp } from './support/app-process.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { longDescription } from './support/opinion-map.js';
import { type AppOnOwnDatabase, startAppOnOwnDatabase } from './support/own-database.js';

const ADMIN = {
  email: 'crosstab-root@example.org',
  username: 'CrossTabRoot',
  password: 'crosstab e2e passphrase',
};

/**
 * The cross-tab on a question's results, on an app of its own whose database this test reaches:
 * voters' ballots go through the vote ledger's statement, the vote-activity job is sent as its
 * schedule sends it (with no settling time), and a signed-in voter sees the released table.
 */
describe('the cross-tab on a question’s results', () => {
  let own: AppOnOwnDatabase;
  let app: E2eApp;
  let sql: pg.Pool;
  let browser: BrowserSession;

  const post = <T>(route: string, body: object, cookie?: string) =>
    own.post<T>(route, body, cookie);

  beforeAll(async () => {
    own = await startAppOnOwnDatabase({
      name: 'opinions-crosstab-e2e',
      admin: ADMIN,
      env: { VOTE_ACTIVITY_SETTLE_SECONDS: '0', VOTE_ACTIVITY_LAG_SECONDS: '0' },
    });
    ({ app, sql } = own);
    browser = await launchBrowser(app.url);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  it('shows a signed-in voter how each position’s voters rate the arguments, small cells withheld', async () => {
    const account = uniqueAccount('CrossTab');
    const { cookie } = await post('/api/signup', account);
    const { json: convo } = await post<{ ConvoID: string }>(
      '/api/convo/new',
      { title: 'Should the town square be car-free?', description: longDescription('The square') },
      cookie,
    );
    const positions: string[] = [];
    for (const title of ['Yes, close it to cars', 'No, keep it open', 'Only on weekends']) {
      const { json } = await post<{ PosID: string }>(
        '/api/pos/new',
        { convoID: convo.ConvoID, title, description: `The view: ${title}.` },
        cookie,
      );
      positions.push(json.PosID);
    }
    const { json: arg } = await post<{ ArgID: string }>(
      '/api/arg/new',
      {
        posID: positions[0],
        title: 'Quieter streets for everyone',
        description: longDescription('Quiet'),
      },
      cookie,
    );

    // 13 voters (and the account below: 14) on the first position, 12 on each of the others, and
    // 4 who rated without choosing a position.
    const groups: [number, number[]][] = [
      [0, [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]],
      [1, [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5]],
      [2, [1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]],
      [-1, [1, 2, 3, 4]],
    ];
    const ballots: Ballot[] = [];
    const modified = new Date();
    groups.forEach(([position, ratings], g) =>
      ratings.forEach((rating, i) => {
        const voterKey = `a:e2e${g}v${i}`;
        if (position >= 0)
          ballots.push({
            targetType: 'convo',
            targetId: convo.ConvoID,
            voterKey,
            question: 'position',
            value: positions[position],
            modified,
          });
        ballots.push({
          targetType: 'arg',
          targetId: arg.ArgID,
          voterKey,
          question: 'agreement',
          value: String(rating),
          modified,
        });
      }),
    );
    await castBallots(
      sql,
      ballots.map((ballot) => ({
        ballot,
        startTime: null,
        limit: { key: `e2e:${ballot.voterKey}`, points: 100, durationMs: 60_000 },
      })),
    );
    // The account votes as a reader does.
    await post(
      '/api/yourtakeconvo/submit',
      { convoID: convo.ConvoID, value: positions[0], startTime: Date.now() },
      cookie,
    );
    await post(
      '/api/yourtake/submit',
      { argID: arg.ArgID, question: 'agreement', value: '1', startTime: Date.now() },
      cookie,
    );

    // The job as its schedule sends it each minute.
    await own.sendJob('insight.vote-activity');
    const released = async () =>
      (await sql.query('SELECT 1 FROM crosstab_releases WHERE convo_id = $1', [convo.ConvoID]))
        .rowCount === 1;
    expect(await eventually(released, 600)).toBe(true);

    const { context, page } = await browser.newVisitor();
    const separator = cookie!.indexOf('=');
    await context.addCookies([
      {
        name: cookie!.slice(0, separator),
        value: cookie!.slice(separator + 1),
        url: app.url,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    await page.goto(`/c/${convo.ConvoID}`);
    const voting = page.getByRole('region', { name: 'Your vote' });
    await voting.getByText('Thank you for voting!').waitFor();
    const section = voting.getByRole('region', {
      name: "How each position's voters rate its arguments",
    });
    const table = section.getByRole('table', {
      name: "How each position's voters rate its arguments",
    });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Argument',
      'Yes, close it to cars',
      'No, keep it open',
      'Only on weekends',
      'No position chosen',
    ]);
    const row = table.getByRole('row', { name: /Quieter streets for everyone/ });
    const cells = row.getByRole('cell');
    expect(await cells.count()).toBe(4);
    // 14 voters rated it: 3, 3, 3, 3 and 2 of them from 1 to 5.
    expect(await cells.nth(0).textContent()).toBe('mean 2.86 · 14 voters');
    await expect(cells.nth(0).getByRole('img').getAttribute('aria-label')).resolves.toBe(
      'Quieter streets for everyone, Yes, close it to cars: 3 strongly agree, 3 agree, 3 undecided, 3 disagree, 2 strongly disagree',
    );
    // The 4 without a position are too few; the second position is withheld with them, or they
    // could be worked out from the argument's published totals.
    expect(await cells.nth(1).textContent()).toBe('Withheld');
    expect(await cells.nth(2).textContent()).toMatch(/^mean 3\.08 · 12 voters/);
    expect(await cells.nth(3).textContent()).toBe('Withheld');
    await section.getByText(/Ratings from 1 \(I strongly agree\)/).waitFor();

    // The table under the chart holds each bar's numbers, in the bars' order.
    const bars = section.locator('svg[role="img"]');
    const fromBars = [];
    for (let i = 0; i < (await bars.count()); i += 1) {
      const name = (await bars.nth(i).getAttribute('aria-label'))!;
      const [where, figures] = name.split(': ');
      fromBars.push([where, ...figures.split(', ').map((part) => part.split(' ')[0])]);
    }
    expect(fromBars.length).toBe(2);
    await section.getByText('Show the ratings as a table').click();
    const counts = section.getByRole('table', {
      name: 'Voters per rating, by argument and position',
    });
    const fromTable = [];
    for (const row of await counts.locator('tbody tr').all()) {
      const [arg, position, ...figures] = await row.locator('th, td').allTextContents();
      fromTable.push([`${arg}, ${position}`, ...figures.slice(0, 5)]);
    }
    expect(fromTable).toEqual(fromBars);
    expect(fromTable[0]).toEqual([
      'Quieter streets for everyone, Yes, close it to cars',
      '3',
      '3',
      '3',
      '3',
      '2',
    ]);
    await section
      .getByText(/^2 of 4 cells are published, 2 withheld\. Most agreed: “Quieter streets/)
      .waitFor();
    expect(await axeViolations(page)).toBe('');
    await snapshot(page, 'crosstab-results');
  }, 120_000);
});
