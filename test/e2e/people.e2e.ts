import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

interface Person {
  PersonID: string;
  Name: string;
  Link: string;
}

describe('people and the Proponents page in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a reader finds a person on the Proponents page, opens their page; a member renames them', async () => {
    const author = await createAccount(uniqueAccount('Proponent'));
    const map = await createMap(author.cookie, author.username);
    // Accents stripped for grouping: filed under E.
    const name = `Émile Quoted ${author.username}`;
    const made = await apiPost<{ Person: Person }>('/api/person/new', { name }, author.cookie);
    expect(made.status).toBe(201);
    const person = made.json.Person;
    const quote = await apiPost(
      '/api/quote/new',
      {
        argID: map.args[0].id,
        personID: person.PersonID,
        quote: 'Clean air is a public good, like clean water.',
        sourceURL: 'https://example.org/interview',
        titleRole: 'Sociologist',
        quoteDate: { day: 15, month: 3, year: 1895 },
      },
      author.cookie,
    );
    expect(quote.status).toBe(201);

    // An anonymous reader: from the footer to the Proponents page, then to the person.
    const { page } = await browser.newVisitor();
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Proponents' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Proponents' }).waitFor();
    const sectionE = page.getByRole('region', { name: 'E', exact: true });
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(26);
    await snapshot(page, 'proponents');
    await sectionE.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(person.Link);
    const quotes = page.getByRole('list', { name: 'Quotes' });
    await quotes.getByText('Clean air is a public good, like clean water.').waitFor();
    expect(await quotes.getByText('Sociologist, 15 March 1895').isVisible()).toBe(true);
    expect(await quotes.getByRole('link', { name: map.args[0].title }).getAttribute('href')).toBe(
      `/a/${map.args[0].id}`,
    );
    expect(await quotes.getByRole('link', { name: map.title }).getAttribute('href')).toBe(
      `/c/${map.convoID}`,
    );
    // No image yet: the initials (first and last word) stand in.
    expect(await page.getByRole('img', { name }).textContent()).toBe('ÉP');
    expect(await page.getByText('https://example.org/interview').count()).toBe(0);
    await snapshot(page, 'person');

    // A search result for the person opens the same page.
    await page.goto(`/search?q=${encodeURIComponent(author.username)}`);
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(person.Link);

    // A member renames them in edit mode.
    const member = await browser.newVisitor();
    await signIn(member.context, author.cookie);
    await member.context.addInitScript(() => localStorage.setItem('CookieConsent', '-1'));
    await member.page.goto(`/edit/person/${person.PersonID}`);
    const editName = member.page.getByRole('button', { name: 'Edit name' });
    await editName.waitFor();
    expect(await member.page.getByText('https://example.org/interview').isVisible()).toBe(true);
    // The image uploader loads with the edit tools.
    await member.page
      .getByLabel('Upload a new image of this person')
      .waitFor({ state: 'attached' });
    await snapshot(member.page, 'person-edit');
    await editName.click();
    const dialog = member.page.getByRole('dialog', { name: 'Edit name' });
    const input = dialog.getByRole('textbox', { name: 'Name' });
    await input.waitFor();
    expect(await input.inputValue()).toBe(name);
    const renamed = `Emilie Renamed ${author.username}`;
    await input.fill(renamed);
    await dialog.getByRole('textbox', { name: 'Describe your change' }).fill('Her name');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await member.page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    expect(await dialog.count()).toBe(0);

    // The rename is in the history, and the Proponents page lists the new name.
    await member.page
      .getByRole('navigation', { name: 'Person pages' })
      .getByRole('link', { name: 'History' })
      .click();
    await member.page.getByText('Her name').first().waitFor();
    // The history's Read tab (/person/{PersonID}) opens the person's page too.
    await member.page
      .getByRole('navigation', { name: /pages/ })
      .getByRole('link', { name: 'Read' })
      .click();
    await member.page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await member.page.goto('/proponents');
    await member.page
      .getByRole('region', { name: 'E', exact: true })
      .getByRole('link', { name: renamed })
      .waitFor();
  });
});
