import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPost, createAccount, createAccountWithRole } from './support/api.js';
import { launchBrowser, snapshot, uniqueAccount, type BrowserSession } from './support/browser.js';
import { createMap, signIn } from './support/opinion-map.js';

describe('proponents in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member adds a new person as a proponent with a dated quote, and readers see it', async () => {
    const member = await createAccount(uniqueAccount('Quoter'));
    const map = await createMap(member.cookie, member.username);
    const arg = map.args[0];
    const name = `Ada Quoter ${member.username}`;
    // A reader opens the argument first (the anonymous page may be kept in the page cache).
    const reader = await browser.newVisitor();
    const before = await reader.page.goto(`/a/${arg.id}`);
    expect(before?.status()).toBe(200);
    expect(await reader.page.getByRole('region', { name: 'Proponents' }).count()).toBe(0);

    const { context, page } = await browser.newVisitor();
    await signIn(context, member.cookie);

    await page.goto(`/edit/a/${arg.id}`);
    const proponents = page.getByRole('region', { name: 'Proponents' });
    await proponents.getByText('No proponents yet.').waitFor();
    await proponents.getByRole('button', { name: 'Add proponent' }).click();

    const choose = page.getByRole('dialog', { name: 'Choose proponent' });
    await choose.getByLabel('Search people by name').fill(name);
    await choose.getByText('No results').waitFor();
    await choose.getByRole('button', { name: 'New person' }).click();

    const newPerson = page.getByRole('dialog', { name: 'New person' });
    expect(await newPerson.getByLabel('Name').inputValue()).toBe(name);
    await newPerson.getByRole('button', { name: 'Create' }).click();

    const add = page.getByRole('dialog', { name: 'Add a quote' });
    await add.getByText(name).waitFor();
    await add
      .getByLabel('Quote', { exact: true })
      .fill('Streets without cars are streets for people.');
    await add.getByLabel('Title or role').fill('Urban planner');
    await add.getByLabel('Source URL').fill('https://example.org/ada-interview');
    await add.getByLabel('Day').selectOption('31');
    await add.getByLabel('Month').selectOption({ label: 'April' });
    await add.getByLabel('Year').fill('2019');
    await add.getByText('This date is invalid').waitFor();
    expect(await add.getByRole('button', { name: 'Add quote' }).isDisabled()).toBe(true);
    await add.getByLabel('Day').selectOption('30');
    await add.getByRole('button', { name: 'Add quote' }).click();
    await add.waitFor({ state: 'detached' });

    // The edit page reloads its data: the card, with its source for editors.
    const card = proponents.getByRole('figure').filter({ hasText: name });
    await card.getByText('Streets without cars are streets for people.').waitFor();
    expect(await card.getByRole('link', { name: 'Source' }).getAttribute('href')).toBe(
      'https://example.org/ada-interview',
    );
    await snapshot(page, 'proponents-edit');

    // The reader, back on the page, gets the quote in its HTML, without the source.
    const response = await reader.page.goto(`/a/${arg.id}`);
    const html = (await response?.text()) ?? '';
    // The page's markup (the data for hydration follows it, as the API gives it to anyone).
    const markup = html.slice(0, html.indexOf('id="app-state"'));
    expect(markup).toContain('Streets without cars are streets for people.');
    expect(markup).not.toContain('https://example.org/ada-interview');
    const readCard = reader.page
      .getByRole('region', { name: 'Proponents' })
      .getByRole('figure')
      .filter({ hasText: name });
    await readCard.getByText('Urban planner').waitFor();
    await readCard.getByText('30 April 2019').waitFor();
    expect(await readCard.getByRole('link', { name }).getAttribute('href')).toMatch(
      /^\/person\/[a-z0-9-]+$/,
    );
    expect(await readCard.getByRole('link', { name: 'Source' }).count()).toBe(0);
    await snapshot(reader.page, 'proponents-read');
  });

  it('a mod edits the date of a quote and deletes another; the argument stays in edit mode', async () => {
    const mod = await createAccountWithRole('QuoteMod', 'mod');
    const map = await createMap(mod.cookie, mod.username);
    const arg = map.args[0];
    for (const [name, quote] of [
      [`Grace Kept ${mod.username}`, 'Kept words.'],
      [`Hal Gone ${mod.username}`, 'Words to delete.'],
    ]) {
      const person = await apiPost<{ Person: { PersonID: string } }>(
        '/api/person/new',
        { name },
        mod.cookie,
      );
      expect(person.status).toBe(201);
      const added = await apiPost(
        '/api/quote/new',
        {
          argID: arg.id,
          personID: person.json.Person.PersonID,
          quote,
          quoteDate: { day: 1, month: 2, year: 2000 },
        },
        mod.cookie,
      );
      expect(added.status).toBe(201);
    }
    const { context, page } = await browser.newVisitor();
    await signIn(context, mod.cookie);
    await page.goto(`/edit/a/${arg.id}`);
    const proponents = page.getByRole('region', { name: 'Proponents' });

    await proponents
      .getByRole('button', { name: `Edit the quote of Grace Kept ${mod.username}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit quote' });
    await edit.getByLabel('Day').selectOption('30');
    await edit.getByText('This date is invalid').waitFor();
    // 29 February is allowed in any year (spec section 5), not only in leap years.
    await edit.getByLabel('Day').selectOption('29');
    await edit.getByLabel('Year').fill('2001');
    await edit.getByText('This date is invalid').waitFor({ state: 'detached' });
    await edit.getByLabel('Describe your change').fill('Leap day, as the source gives it');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await proponents.getByText('29 February 2001').waitFor();

    await proponents
      .getByRole('button', { name: `Delete the quote of Hal Gone ${mod.username}` })
      .click();
    const remove = page.getByRole('dialog', { name: 'Delete this quote?' });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'detached' });
    await proponents.getByText('Words to delete.').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/edit/a/${arg.id}`);
    expect(await proponents.getByText('Kept words.').count()).toBe(1);
  });
});
