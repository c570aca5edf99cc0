import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const person = (PersonID: string, Name: string) => ({
  PersonID,
  Name,
  Link: `/person/${PersonID.toLowerCase()}`,
});

/** GET /person/list in pages of `size`, by the cursor the previous page gave. */
function listInPages(people: ReturnType<typeof person>[], size: number): FakeRoute {
  return (call) => {
    const cursor = new URLSearchParams(call.search).get('cursor');
    const start = cursor ? people.findIndex((p) => p.PersonID === cursor) + 1 : 0;
    const page = people.slice(start, start + size);
    const hasMore = start + size < people.length;
    return {
      body: {
        PersonList: page,
        HasMore: hasMore,
        NextCursor: hasMore ? page[page.length - 1].PersonID : null,
      },
    };
  };
}

describe('proponents page', () => {
  it('lists people A to Z, grouped by first letter without accents or punctuation, a dash for empty letters', async () => {
    const people = [
      person('p1', 'Thomas Paine'),
      person('p2', 'Émile Durkheim'),
      person('p3', "'t Hooft"),
      person('p4', 'Ada Lovelace'),
      person('p5', 'edward Said'),
    ];
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /person/list': listInPages(people, 2),
    });
    renderApp('/proponents', api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Proponents' })).toBeVisible();
    // Every page was read, each after the cursor of the one before.
    expect(api.callsTo('GET /person/list').map((c) => c.search)).toEqual([
      '?limit=1000',
      '?limit=1000&cursor=p2',
      '?limit=1000&cursor=p4',
    ]);
    const letters = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(letters).toEqual('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));

    const section = (letter: string) => within(screen.getByRole('region', { name: letter }));
    expect(
      section('E')
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['edward Said', 'Émile Durkheim']);
    expect(
      section('T')
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(["'t Hooft", 'Thomas Paine']);
    expect(section('A').getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/person/p4',
    );
    expect(section('B').queryByRole('link')).not.toBeInTheDocument();
    expect(section('B').getByText('–')).toBeVisible();
    expect(section('Z').getByText('–')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Proponents | Opinion Encyclopedia'));
  });

  it('jumps to the letters that have people', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /person/list': listInPages([person('p1', 'Zeno of Elea')], 1000),
    });
    renderApp('/proponents', api);
    const letters = within(await screen.findByRole('navigation', { name: 'Letters' }));
    expect(letters.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#letter-Z']);
  });

  it('lists names that start with no Latin letter after Z', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /person/list': listInPages([person('p1', '老子'), person('p2', 'Laozi')], 1000),
    });
    renderApp('/proponents', api);
    const other = within(await screen.findByRole('region', { name: 'Other' }));
    expect(other.getByRole('link', { name: '老子' })).toHaveAttribute('href', '/person/p1');
  });

  it('shows the error page when the list cannot be read', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /person/list': { status: 503, body: { error: 'The database is not reachable.' } },
    });
    renderApp('/proponents', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  });
});
