import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { e2eAdmin } from './support/accounts.js';
import { apiPost } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { longDescription } from './support/opinion-map.js';

/** A real picture of a size the fallback image (an SVG) does not have. */
const WIDTH = 48;
const HEIGHT = 32;

describe('profile image, settings and the public profile in the browser', () => {
  let browser: BrowserSession;
  let category: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    // An interest to tick: categories are made by editors.
    const admin = e2eAdmin();
    const login = await apiPost('/api/login', { email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    category = `Profiles ${Date.now().toString(36)}`;
    const created = await apiPost('/api/category/new', { title: category }, login.cookie);
    expect(created.status).toBe(201);
  });
  afterAll(() => browser.close());

  it('signs up, uploads a profile image, saves the profile and sees it on /u/{username}', async () => {
    const png = await sharp({
      create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#1f4e79' },
    })
      .png()
      .toBuffer();
    const { context, page } = await browser.newVisitor();
    await context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    const account = uniqueAccount('Profiled');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', {
        name: account.username,
      })
      .waitFor();
    // One edit of theirs, for the edits list.
    const convo = await page.request.post('/api/convo/new', {
      data: {
        body: {
          title: `Should profiles show edits ${account.username}?`,
          description: longDescription('Profiles'),
        },
      },
    });
    expect(convo.status()).toBe(201);

    await page.goto('/app/settings');
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await fullName.waitFor();
    await snapshot(page, 'settings-empty');
    const image = page.getByRole('img', { name: `${account.username}'s profile image` });
    await page.getByLabel('Upload a new profile image').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png,
    });
    // The box shows the new picture (the profile names its version), not the fallback.
    await page.waitForFunction(
      ({ alt, width }) => {
        const img = document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement | null;
        return img !== null && img.complete && img.naturalWidth === width;
      },
      { alt: `${account.username}'s profile image`, width: WIDTH },
    );
    expect(await image.getAttribute('src')).toMatch(/\?v=[0-9a-f]+$/);

    // A file of another kind is refused under the box, before anything is sent.
    await page.getByLabel('Upload a new profile image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByText('Choose a .jpg, .jpeg, .gif or .png picture.').waitFor();

    await fullName.fill('Profiled Person');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Writes tests.\nReads maps.');
    await page.getByRole('textbox', { name: 'Location' }).fill('Lisbon');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://example.org/profiled');
    await page.getByRole('textbox', { name: /^Expertise/ }).fill('Browsers');
    await page.getByRole('checkbox', { name: category }).check();
    await snapshot(page, 'settings-filled');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const profilePath = `/u/${account.username.toLowerCase()}`;
    await page.waitForURL(`**${profilePath}`);
    await page.getByRole('heading', { level: 1, name: account.username }).waitFor();
    const main = page.locator('main');
    for (const text of ['Profiled Person', 'Lisbon', 'Browsers', 'Writes tests.']) {
      await main.getByText(text).first().waitFor();
    }
    const link = main.getByRole('link', { name: 'https://example.org/profiled' });
    expect(await link.getAttribute('rel')).toContain('nofollow ugc');
    await main
      .getByRole('region', { name: 'Interests' })
      .getByRole('link', { name: category })
      .waitFor();
    await main.getByRole('link', { name: 'Settings' }).waitFor();
    const edits = main.getByRole('list', { name: 'Edits, newest first' });
    await edits
      .getByRole('link', { name: `Should profiles show edits ${account.username}?` })
      .waitFor();
    // The uploaded picture, not the fallback: the page names the image's version.
    const shown = main.getByRole('img', { name: `${account.username}'s profile image` });
    await page.waitForFunction(
      (alt) => (document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement | null)?.complete,
      `${account.username}'s profile image`,
    );
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(WIDTH);
    await snapshot(page, 'user-profile');

    // Server-rendered: the HTML itself holds the profile (and nothing personal).
    const html = await (await page.request.get(profilePath)).text();
    expect(html).toContain('Profiled Person');
    expect(html).toContain('https://example.org/profiled');
    expect(html).toMatch(/src="\/api\/user\/profileimage\/[^"?]+\?v=[0-9a-f]+"/);
    expect(html).not.toContain('href="/app/settings"');

    // Anyone sees the same profile, with the picture, after a full page load.
    const visitor = await browser.newVisitor();
    await visitor.page.goto(profilePath);
    await visitor.page.getByText('Profiled Person').waitFor();
    await visitor.page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete),
    );
    expect(
      await visitor.page
        .getByRole('img', { name: `${account.username}'s profile image` })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(WIDTH);
    expect(await visitor.page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
  });

  it('shows Page Not Found for an unknown user, and a log-in prompt on /app/settings', async () => {
    const { page } = await browser.newVisitor();
    const res = await page.goto('/u/nobody-by-this-name-at-all');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.goto('/app/settings');
    await page.getByRole('link', { name: 'log in', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Full name' }).count()).toBe(0);
  });
});
