import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { e2eAdmin } from './support/accounts.js';
import { apiGet, apiPost, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, longDescription } from './support/opinion-map.js';

/** Each camp's ratings of the map's arguments (1 strongly agree .. 5 strongly disagree). */
const CAMPS = [
  { position: 0, ratings: ['1', '2', '5', '1'] },
  { position: 1, ratings: ['5', '4', '1', '2'] },
];
const PER_CAMP = 12;

describe('opinion groups in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a reader sees the arguments that convince across groups, and the groups, on the question page', async () => {
    const author = await createAccount(uniqueAccount('Mapper'));
    const map = await createMap(author.cookie, author.username);
    const bridgingTitle = 'Buses should come every five minutes';
    const bridging = await apiPost<{ ArgID: string }>(
      '/api/arg/new',
      { posID: map.positions[1].id, title: bridgingTitle, description: longDescription('Buses') },
      author.cookie,
    );
    expect(bridging.status).toBe(201);
    const argIds = [...map.args.map((a) => a.id), bridging.json.ArgID];

    // Two camps of voters, who agree on the buses alone.
    for (const camp of CAMPS) {
      for (let v = 0; v < PER_CAMP; v += 1) {
        const voter = await createAccount(uniqueAccount('Camper'));
        for (const [index, value] of camp.ratings.entries()) {
          const res = await apiPost(
            '/api/yourtake/submit',
            { argID: argIds[index], question: 'agreement', value, startTime: Date.now() },
            voter.cookie,
          );
          expect(res.status).toBe(200);
        }
        const chose = await apiPost(
          '/api/yourtakeconvo/submit',
          { convoID: map.convoID, value: map.positions[camp.position].id, startTime: Date.now() },
          voter.cookie,
        );
        expect(chose.status).toBe(200);
      }
    }
    const admin = e2eAdmin();
    const login = await apiPost('/api/login', { email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    const computed = await apiPost(
      '/api/convo/groups/compute',
      { convoID: map.convoID },
      login.cookie,
    );
    expect(computed.status).toBe(200);
    // Queued to run at once: a worker takes it within its polling interval.
    let groups: { ComputedAt: string | null; Bridging: string[] } = {
      ComputedAt: null,
      Bridging: [],
    };
    for (let tries = 0; tries < 200 && groups.ComputedAt === null; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      groups = await apiGet(`/api/convo/groups?convoID=${map.convoID}`);
    }
    expect(groups.Bridging[0]).toBe(bridging.json.ArgID);

    // An anonymous reader.
    const { page } = await browser.newVisitor();
    await page.goto(`/c/${map.convoID}`);
    const section = page.getByRole('region', { name: 'Arguments that convince across groups' });
    await section.waitFor();
    const bridgingList = section.getByRole('list').first();
    expect(await bridgingList.getByRole('link').allTextContents()).toEqual([bridgingTitle]);
    for (const label of ['A', 'B'])
      await section.getByRole('heading', { name: `Group ${label} · ${PER_CAMP} voters` }).waitFor();
    expect(await section.getByText('Agrees with:').count()).toBeGreaterThan(0);
    await section.scrollIntoViewIfNeeded();
    await snapshot(page, 'opinion-groups');

    await bridgingList.getByRole('link', { name: bridgingTitle }).click();
    await page.waitForURL(/\/a\//);
    await page.getByRole('heading', { level: 1, name: bridgingTitle }).waitFor();
  });
});
