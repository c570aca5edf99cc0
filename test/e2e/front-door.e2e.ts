import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { type DemoApp, startDemoApp } from './support/demo-app.js';

interface ListItem {
  ConvoID: string;
  Title: string;
  Positions: number;
}

/** What a first visit finds on the site `npm start` gives: the demo content. */
describe('the front door (demo site)', () => {
  let demo: DemoApp;
  let browser: BrowserSession;

  const post = async (path: string, body: object, cookie?: string) => {
    const res = await fetch(`${demo.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ body }),
    });
    return {
      status: res.status,
      json: (await res.json()) as Record<string, string>,
      cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie,
    };
  };
  const member = async () => {
    const signup = await post('/api/signup', uniqueAccount('Visitor'));
    expect(signup.status).toBe(201);
    return signup.cookie!;
  };
  const questions = async () => {
    const res = await fetch(`${demo.url}/api/convo/list?perPage=100`);
    return ((await res.json()) as { Convos: ListItem[] }).Convos;
  };

  beforeAll(async () => {
    demo = await startDemoApp();
    browser = await launchBrowser(demo.url);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  it('a visitor finds the guide, the questions most voted on with their figures, and the categories', async () => {
    // The oldest demo question gets two voters: it leads the most voted on, not the newest.
    const all = await questions();
    const voted = all[all.length - 1];
    const posID = (
      (await (await fetch(`${demo.url}/api/convo/get?convoID=${voted.ConvoID}`)).json()) as {
        Positions: { PosID: string }[];
      }
    ).Positions[0].PosID;
    for (let i = 0; i < 2; i += 1) {
      const vote = await post(
        '/api/yourtakeconvo/submit',
        { convoID: voted.ConvoID, value: posID },
        await member(),
      );
      expect(vote.status).toBe(200);
    }

    const { page } = await browser.newVisitor();
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    const guide = page.getByRole('complementary', { name: 'New here?' });
    await guide.waitFor();
    const popular = page.getByRole('region', { name: 'Most voted on' });
    const first = popular.getByRole('listitem').first();
    await expect(first.getByRole('link').textContent()).resolves.toBe(voted.Title);
    await expect(first.textContent()).resolves.toMatch(/\d+ positions · \d+ arguments · 2 voters/);
    await snapshot(page, 'front-door-visitor');

    // The header offers nothing that needs an account but logging in and signing up.
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Sign up' }).waitFor();
    expect(await account.getByRole('link', { name: 'Suggest a question' }).count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Style guide' }).getAttribute('href')).toBe(
      '/styleguide',
    );
    await footer.getByRole('link', { name: 'Discuss the site' }).click();
    await page.getByRole('heading', { level: 1, name: 'Requests about the site' }).waitFor();
    await page.goBack();

    const categories = page.getByRole('navigation', { name: 'Browse by category' });
    const category = categories.getByRole('link').first();
    const categoryTitle = (await category.textContent()) ?? '';
    await category.click();
    await page
      .getByRole('heading', { name: `Questions in ${categoryTitle}` })
      .waitFor({ timeout: 10_000 });
    await page.goBack();

    await guide.getByRole('link', { name: 'How this encyclopedia works' }).click();
    await page.waitForURL('**/article/how-this-encyclopedia-works');
    await page.getByRole('heading', { level: 1, name: 'How this encyclopedia works' }).waitFor();
  });

  it('a member is offered New question, Suggest a question and Settings; an empty question waits at the end and invites its first position', async () => {
    const cookie = await member();
    const title = `Should every street have trees ${Date.now().toString(36)}?`;
    const created = await post(
      '/api/convo/new',
      {
        title,
        description:
          'Whether towns should plant a tree in every street, paid for by the town out of its budget, and who should look after the trees once they are planted: the town, the neighbours living in the street, or nobody at all.',
      },
      cookie,
    );
    expect(created.status).toBe(201);
    const all = await questions();
    expect(all[all.length - 1].ConvoID).toBe(created.json.ConvoID);

    const { context, page } = await browser.newVisitor();
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: demo.url }]);
    await page.goto('/');
    const account = page.getByRole('navigation', { name: 'Account' });
    for (const [label, href] of [
      ['New question', '/app/convo/new'],
      ['Suggest a question', '/suggest'],
      ['Settings', '/app/settings'],
    ]) {
      expect(await account.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    const popular = page.getByRole('region', { name: 'Most voted on' });
    await popular.waitFor();
    expect(await popular.getByText(title).count()).toBe(0);
    const latest = page.getByRole('region', { name: 'Latest questions' });
    const last = latest.getByRole('listitem').last();
    expect(await last.getByRole('link').first().textContent()).toBe(title);
    await last.getByText('No positions yet.').waitFor();
    await snapshot(page, 'front-door-member');
    await last.getByRole('link', { name: 'Add the first position' }).click();
    await page.waitForURL(`**/edit/c/${created.json.ConvoID}`);
    await page.getByText('No positions yet. Add the first with New Position.').waitFor();
    await page.getByRole('button', { name: 'New Position' }).waitFor();
  });
});
