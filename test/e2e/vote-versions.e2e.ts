import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

const FIRST = 'Cars fill the centre with fumes, and people breathing them fall ill more often. '
  .repeat(3)
  .trim();
const CHANGED = `${FIRST} Only diesel cars, though.`;

/** Sets an argument's Argument text; `substantive`: its author says it changes what it says. */
async function setArgument(
  cookie: string,
  argID: string,
  oldValue: string,
  newValue: string,
  substantive?: boolean,
) {
  const res = await apiPost(
    '/api/arg/edit',
    {
      argID,
      action: {
        ActionName: 'ArgEditTextField',
        ArgsJSON: JSON.stringify({ FieldName: 'Argument', OldValue: oldValue, NewValue: newValue }),
      },
      ...(substantive ? { substantive } : {}),
    },
    cookie,
  );
  expect(res.status).toBe(200);
}

describe('votes tied to the version read, in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a voter re-confirms a rating of an argument that changed, on the argument and in /yourtake', async () => {
    const author = await createAccount(uniqueAccount('Versioner'));
    const map = await createMap(author.cookie, author.username);
    const [onPage, onList] = map.args;
    for (const arg of [onPage, onList]) await setArgument(author.cookie, arg.id, '', FIRST);
    const voter = await createAccount(uniqueAccount('Rater'));
    for (const arg of [onPage, onList]) {
      const vote = await apiPost(
        '/api/yourtake/submit',
        { argID: arg.id, question: 'agreement', value: '2' },
        voter.cookie,
      );
      expect(vote.status).toBe(200);
    }
    // A small change its author marks as changing what the argument says.
    for (const arg of [onPage, onList])
      await setArgument(author.cookie, arg.id, FIRST, CHANGED, true);

    const { context, page } = await browser.newVisitor();
    await signIn(context, voter.cookie);
    await page.goto(`/a/${onPage.id}`);
    const voting = page.locator('#voting');
    await voting.getByText('This argument changed since you rated it.').waitFor();
    // What changed, word by word.
    const added = voting.locator('ins', { hasText: 'Only diesel cars, though.' });
    await added.waitFor();
    await voting.getByText('Your vote: I agree', { exact: true }).waitFor();
    await snapshot(page, 'vote-version-changed');

    await voting.getByRole('button', { name: 'Keep my rating' }).click();
    await voting.getByRole('list', { name: 'Results' }).waitFor();
    expect(await voting.getByText('This argument changed since you rated it.').count()).toBe(0);
    await snapshot(page, 'vote-version-kept');

    // Back later: the rating is on the current version, nothing to confirm.
    await page.reload();
    await voting.getByText('Your vote: I agree', { exact: true }).waitFor();
    expect(await voting.getByText('This argument changed since you rated it.').count()).toBe(0);

    // In /yourtake: the other argument still waits for its voter.
    await page.goto('/yourtake');
    const item = page.getByRole('listitem').filter({ hasText: onList.title });
    await item.getByText('This argument changed since you rated it.').waitFor();
    await item.locator('ins', { hasText: 'Only diesel cars, though.' }).waitFor();
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: onPage.title })
        .getByText('changed')
        .count(),
    ).toBe(0);
    await snapshot(page, 'yourtake-version-changed');
    await item.getByRole('button', { name: 'Keep my rating' }).click();
    await page
      .getByText('This argument changed since you rated it.')
      .waitFor({ state: 'detached' });
    await snapshot(page, 'yourtake-version-kept');
  });
});
