import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BASE_URL,
  launchBrowser,
  snapshot,
  uniqueAccount,
  type BrowserSession,
} from './support/browser.js';

/** What the API says a token is, asked from outside the browser (no cookies). */
async function meWithToken(token: string): Promise<{ status: number; username?: string }> {
  const res = await fetch(`${BASE_URL()}/api/me?path=/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { User?: { username: string } | null };
  return { status: res.status, username: body.User?.username };
}

describe('personal API tokens in /app/settings', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a token shown once with a copy button, which works as the account, then revokes it', async () => {
    const user = uniqueAccount('Tokens');
    const { context, page } = await browser.newVisitor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: user.username })
      .waitFor();

    await page.goto('/app/settings');
    const section = page.getByRole('region', { name: 'API tokens' });
    await section.getByText('You have no API tokens.').waitFor();
    const form = section.getByRole('form', { name: 'New API token' });
    await form.getByRole('textbox', { name: /Name/ }).fill('Mirror bot');
    await form.getByRole('radio', { name: /Write/ }).check();
    await form.getByRole('button', { name: 'Create token' }).click();

    const panel = page.getByRole('region', { name: 'Your new API token' });
    await expect(panel.getByRole('status').textContent()).resolves.toContain(
      'Copy it now: it will not be shown again.',
    );
    const token = await panel.getByRole('textbox', { name: 'New API token' }).inputValue();
    expect(token).toMatch(/^oe_[A-Za-z0-9_-]{43}$/);
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const row = section.getByRole('row', { name: /Mirror bot/ });
    await expect(row.textContent()).resolves.toContain('Write');
    await expect(row.textContent()).resolves.toContain(`${token.slice(0, 11)}…`);
    await snapshot(page, 'reader-api-token-created');

    // The token acts as its account, from a program with no cookies.
    expect(await meWithToken(token)).toEqual({
      status: 200,
      username: user.username.toLowerCase(),
    });

    // Hidden once acknowledged, and never shown again, a reload included.
    await panel.getByRole('button', { name: 'I have copied it' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.reload();
    await section.getByRole('row', { name: /Mirror bot/ }).waitFor();
    expect(await page.content()).not.toContain(token);
    await expect(
      section.getByRole('row', { name: /Mirror bot/ }).textContent(),
    ).resolves.not.toContain('Never');

    // Revoking asks first; Cancel keeps it.
    await section.getByRole('button', { name: 'Revoke Mirror bot' }).click();
    const confirm = section.getByRole('group', { name: 'Confirm revoking Mirror bot' });
    await expect(confirm.textContent()).resolves.toContain(
      'Programs using it are refused at once.',
    );
    await snapshot(page, 'reader-api-token-revoke-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await meWithToken(token)).status).toBe(200);

    await section.getByRole('button', { name: 'Revoke Mirror bot' }).click();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await section.getByText('You have no API tokens.').waitFor();
    expect((await meWithToken(token)).status).toBe(401);
    await snapshot(page, 'reader-api-token-revoked');
  });
});
