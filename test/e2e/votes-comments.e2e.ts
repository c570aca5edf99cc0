import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount } from './support/api.js';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

/** The percentage a results bar shows, e.g. '50%'. */
function barPercent(voting: Locator, label: string) {
  return voting
    .getByRole('list', { name: 'Results' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('.vote-bar__percent');
}

/** Accepts every confirm and alert, keeping their messages in order. */
function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

describe('votes and comments in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member votes on an argument, answers the prompts, updates the vote and sees the results change', async () => {
    const author = await createAccount(uniqueAccount('Voter'));
    const map = await createMap(author.cookie, author.username);
    // Somebody else disagrees already.
    const other = await createAccount(uniqueAccount('Other'));
    const otherVote = await apiPost(
      '/api/yourtake/submit',
      { argID: map.args[0].id, startTime: Date.now(), question: 'agreement', value: '4' },
      other.cookie,
    );
    expect(otherVote.status).toBe(200);
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
    await voting.getByRole('radio', { name: 'I agree', exact: true }).check();
    await submit.click();
    await voting.getByRole('list', { name: 'Results' }).waitFor();
    expect(await barPercent(voting, 'I agree').first().textContent()).toBe('50%');
    expect(await barPercent(voting, 'I disagree').first().textContent()).toBe('50%');
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

    // Back later: the page is the cached one everyone gets, with nothing of the voter in it; the
    // vote is remembered (GET /api/me), so the widget starts at complete, naming the answer.
    const again = await page.reload();
    expect(again?.headers()['x-page-cache']).toBe('hit');
    const html = (await again?.text()) ?? '';
    expect(html).toContain('account-links--pending');
    expect(html).not.toContain('Log out');
    expect(html).not.toContain('Thank you for voting!');
    await voting.getByText('Your vote: I agree', { exact: true }).waitFor();
    await voting.getByRole('button', { name: 'Update your vote' }).click();
    await voting.getByRole('radio', { name: 'I disagree', exact: true }).check();
    await voting.getByRole('button', { name: 'Submit' }).click();
    await barPercent(voting, 'I disagree').first().filter({ hasText: '100%' }).waitFor();
    expect(await barPercent(voting, 'I agree').first().textContent()).toBe('0%');
    await snapshot(page, 'vote-updated');
    expect(await barPercent(voting, 'I disagree').first().textContent()).toBe('100%');

    // The voter share bar invites friends to the read page, in an 800 by 504 popup.
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
    );
    const invite = voting.getByRole('list', { name: 'Invite your friends' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      invite.getByRole('link', { name: 'Facebook' }).click(),
    ]);
    expect(popup.url()).toContain(encodeURIComponent(`/a/${map.args[0].id}`));
    expect(await popup.evaluate(() => [window.innerWidth, window.opener])).toEqual([800, null]);
    await popup.close();

    // Your take lists the latest answers, newest first.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Your take' })
      .click();
    const takes = page.getByRole('list', { name: 'Your saved opinions' });
    await takes.waitFor();
    const answers = takes.getByRole('list', { name: `Your answers on ${map.args[0].title}` });
    const items = answers.getByRole('listitem');
    expect(await items.count()).toBe(4);
    await snapshot(page, 'your-take');
    expect(await items.first().textContent()).toContain('Your agreement: I disagree');
    expect(await items.nth(1).textContent()).toContain('What people who disagree should consider');
    await takes.getByRole('link', { name: map.args[0].title }).click();
    await page.waitForURL(`**/a/${map.args[0].id}`);
  });

  it("a member's earlier answers, the reason included, are chosen again after 'Update your vote'", async () => {
    const member = await createAccount(uniqueAccount('Returner'));
    const map = await createMap(member.cookie, member.username);
    const { context, page } = await browser.newVisitor();
    await signIn(context, member.cookie);

    await page.goto(`/a/${map.args[1].id}`);
    await page.getByRole('region', { name: 'Comments' }).getByText('No comments yet.').waitFor();
    const voting = page.locator('#voting');
    const labels = [
      'I strongly agree',
      'I agree',
      "I'm undecided",
      'I disagree',
      'I strongly disagree',
    ];
    for (const label of labels) {
      await voting.getByRole('radio', { name: label, exact: true }).waitFor();
    }
    // The choices read their labels only.
    const choices = await voting.locator('.vote-choice').allTextContents();
    expect(choices.map((text) => text.trim())).toEqual(labels);
    await voting.getByRole('radio', { name: 'I strongly disagree', exact: true }).check();
    await voting.getByRole('button', { name: 'Submit' }).click();
    await voting.getByRole('button', { name: 'Tell us why you feel that way' }).click();
    const reasons = {
      'What is the most convincing part of this argument for you?': 'The numbers on ridership',
      'What is the part of this argument you most disagree with?':
        'It ignores the maintenance costs',
      'What would you want people who disagree with this argument to consider?':
        'Who pays for the buses today',
    };
    for (const [prompt, reason] of Object.entries(reasons)) {
      await voting.getByRole('textbox', { name: prompt }).fill(reason);
      await voting.getByRole('button', { name: 'Submit' }).click();
    }
    await voting.getByText('Thank you for voting!').waitFor();

    // On a later visit the page is the one everyone gets; the answers come from GET /api/me.
    await page.reload();
    await voting.getByText('Your vote: I strongly disagree', { exact: true }).waitFor();
    await voting.getByRole('button', { name: 'Update your vote' }).click();
    const strongly = voting.getByRole('radio', { name: 'I strongly disagree', exact: true });
    await strongly.waitFor();
    expect(await strongly.isChecked()).toBe(true);
    expect(await voting.getByRole('radio', { checked: true }).count()).toBe(1);
    const submit = voting.getByRole('button', { name: 'Submit' });
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await voting.getByRole('button', { name: 'Tell us why you feel that way' }).click();
    for (const [prompt, reason] of Object.entries(reasons)) {
      const field = voting.getByRole('textbox', { name: prompt });
      await field.waitFor();
      expect(await field.inputValue()).toBe(reason);
      await voting.getByRole('button', { name: 'Skip' }).click();
    }
    await voting.getByRole('button', { name: 'Update your vote' }).waitFor();
    await snapshot(page, 'vote-update-prefilled');
  });

  it('two members comment, reply, edit, delete and report', async () => {
    const ada = await createAccount(uniqueAccount('Ada'));
    const bob = await createAccount(uniqueAccount('Bob'));
    const map = await createMap(ada.cookie, ada.username);

    const first = await browser.newVisitor();
    await signIn(first.context, ada.cookie);
    await first.page.goto(`/c/${map.convoID}`);
    const adaThread = first.page.getByRole('region', { name: 'Comments' });
    await adaThread.getByText('No comments yet.').waitFor();
    const adaBox = adaThread.getByRole('textbox', { name: 'Your comment' });
    expect(await adaThread.getByRole('button', { name: 'Comment' }).isDisabled()).toBe(true);
    await adaBox.fill('Fares are a small share of the cost.');
    await adaThread.getByRole('button', { name: 'Comment' }).click();
    const adaComment = adaThread.getByRole('article', { name: `Comment by ${ada.username}` });
    await adaComment.getByText('Fares are a small share of the cost.').waitFor();
    // Nobody reports their own comment.
    expect(await adaComment.getByRole('button', { name: 'Report' }).count()).toBe(0);

    const second = await browser.newVisitor();
    await signIn(second.context, bob.cookie);
    const bobDialogs = acceptDialogs(second.page);
    await second.page.goto(`/c/${map.convoID}`);
    const bobThread = second.page.getByRole('region', { name: 'Comments' });
    const seenByBob = bobThread.getByRole('article', { name: `Comment by ${ada.username}` });
    await seenByBob.waitFor();
    expect(await seenByBob.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await seenByBob.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await seenByBob.getByRole('button', { name: 'Reply' }).click();
    await seenByBob
      .getByRole('textbox', { name: `Reply to ${ada.username}` })
      .fill('But they pay for the buses.');
    await seenByBob.getByRole('button', { name: 'Reply' }).click();
    const bobReply = bobThread.getByRole('article', { name: `Comment by ${bob.username}` });
    await bobReply.getByText('But they pay for the buses.').waitFor();
    expect(await bobReply.textContent()).toContain(`replying to ${ada.username}`);

    await bobReply.getByRole('button', { name: 'Edit' }).click();
    await bobReply
      .getByRole('textbox', { name: 'Edit your comment' })
      .fill('But they pay for the drivers.');
    await bobReply.getByRole('button', { name: 'Save' }).click();
    await bobReply.getByText('But they pay for the drivers.').waitFor();
    await bobReply.getByText(/ - edited/).waitFor();

    await seenByBob.getByRole('button', { name: 'Report' }).first().click();
    const reportDialog = second.page.getByRole('dialog', {
      name: `Report ${ada.username}'s comment`,
    });
    await reportDialog.getByRole('radio', { name: /Off-topic/ }).check();
    await reportDialog.getByRole('button', { name: 'Report' }).click();
    await seenByBob.getByText('Reported').first().waitFor();
    // No browser dialogs: everything is said beside the comment.
    expect(bobDialogs).toEqual([]);

    // Ada sees the edited reply, then deletes her comment: it keeps its place, the reply stays.
    const adaDialogs = acceptDialogs(first.page);
    await first.page.reload();
    const replySeenByAda = adaThread.getByRole('article', { name: `Comment by ${bob.username}` });
    await replySeenByAda.getByText('But they pay for the drivers.').waitFor();
    await adaComment.getByRole('button', { name: 'Delete' }).first().click();
    await adaComment
      .getByRole('group', { name: 'Confirm the deletion' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await adaThread.getByText('This comment was deleted by its author').waitFor();
    expect(adaDialogs).toEqual([]);
    expect(await replySeenByAda.getByText('But they pay for the drivers.').isVisible()).toBe(true);
    await snapshot(first.page, 'comments-after-delete');
  });

  it('a long thread shows 50 comments with their first replies, then loads more of each', async () => {
    const writer = await createAccount(uniqueAccount('Talker'));
    const map = await createMap(writer.cookie, writer.username);
    const post = async (body: string, parentID: string | null = null) => {
      const res = await apiPost<{ CommentID: string }>(
        '/api/comment/new',
        { threadID: map.convoID, parentID, body },
        writer.cookie,
      );
      expect(res.status).toBe(201);
      return res.json.CommentID;
    };
    const first = await post('Top comment 1');
    for (let i = 2; i <= 52; i++) await post(`Top comment ${i}`);
    for (let i = 1; i <= 22; i++) await post(`Reply number ${i}`, first);

    const { page } = await browser.newVisitor();
    await page.goto(`/c/${map.convoID}`);
    // The banner sits over the bottom of the page, where the Load more buttons are.
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByText('Top comment 50', { exact: true }).waitFor();
    expect(await comments.getByText('Top comment 51', { exact: true }).count()).toBe(0);
    await comments.getByText('Reply number 20', { exact: true }).waitFor();
    expect(await comments.getByText('Reply number 21', { exact: true }).count()).toBe(0);

    await comments.getByRole('button', { name: 'Load more comments' }).click();
    await comments.getByText('Top comment 52', { exact: true }).waitFor();
    expect(await comments.getByRole('button', { name: 'Load more comments' }).count()).toBe(0);

    await comments.getByRole('button', { name: 'Load more replies' }).click();
    await comments.getByText('Reply number 22', { exact: true }).waitFor();
    expect(await comments.getByRole('button', { name: 'Load more replies' }).count()).toBe(0);
    // The replies stay with their comment.
    const firstItem = comments
      .locator('li', { has: page.getByText('Top comment 1', { exact: true }) })
      .first();
    expect(await firstItem.getByText('Reply number 22', { exact: true }).isVisible()).toBe(true);
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

    // The voter cookie keeps their vote: back on the page, the widget starts at complete.
    await page.reload();
    await vote.getByText('Thank you for voting!').waitFor();
    await vote.getByRole('button', { name: 'Update your vote' }).click();
    expect(await vote.getByRole('radio', { name: map.positions[1].title }).isChecked()).toBe(true);
  });
});
