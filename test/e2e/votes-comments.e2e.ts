import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount } from './support/api.js';
import { launchBrowser, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

describe('votes and comments in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member votes on an argument, answers the prompts and comments', async () => {
    const author = await createAccount(uniqueAccount('Voter'));
    const map = await createMap(author.cookie, author.username);
    const { context, page } = await browser.newVisitor();
    await signIn(context, author.cookie);

    await page.goto(`/a/${map.args[0].id}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    // The comments load in the browser only: once they show, the page is hydrated.
    await comments.getByText('No comments yet.').waitFor();
    const voting = page.locator('#voting');
    const submit = voting.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await voting.getByRole('radio', { name: '2 I agree' }).check();
    await submit.click();
    await voting.getByText('100%').waitFor();
    await voting.getByRole('button', { name: 'Tell us why you feel that way' }).click();
    for (const prompt of [
      'What is the most convincing part of this argument for you?',
      'What is the part of this argument you most disagree with?',
      'What would you want people who disagree with this argument to consider?',
    ]) {
      await voting.getByRole('textbox', { name: prompt }).fill('An answer on one line');
      await voting.getByRole('button', { name: 'Submit' }).click();
    }
    await voting.getByRole('button', { name: 'Update your vote' }).waitFor();

    // Back later: the vote is remembered, so the widget starts at complete.
    await page.reload();
    await voting.getByRole('button', { name: 'Update your vote' }).waitFor();

    await comments.getByRole('textbox', { name: 'Your comment' }).fill('A comment from the e2e');
    await comments.getByRole('button', { name: 'Comment' }).click();
    await comments.getByText('A comment from the e2e').waitFor();
  });

  it('an anonymous reader votes on a question and is asked to sign up for the results', async () => {
    const author = await createAccount(uniqueAccount('Mapper'));
    const map = await createMap(author.cookie, author.username);
    const { page } = await browser.newVisitor();

    await page.goto(`/c/${map.convoID}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByText('No comments yet.').waitFor();
    const vote = page.getByRole('region', { name: 'Your vote' });
    await vote.getByRole('radio', { name: map.positions[1].title }).check();
    await vote.getByRole('button', { name: 'Vote' }).click();
    await vote.getByText(/to see the results!/).waitFor();
    expect(await comments.getByRole('textbox').count()).toBe(0);
  });
});
