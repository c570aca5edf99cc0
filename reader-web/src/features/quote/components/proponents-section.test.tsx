import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuoteDto } from '../../../api/types';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  memberMeByPath,
  type FakeRoute,
} from '../../../test/fake-api';
import { renderWithStoreAt } from '../../../test/render-app';
import { quote } from '../quote-fixtures';
import { ProponentsSection } from './proponents-section';

function show(url: string, me: FakeRoute, quotes: QuoteDto[] = [quote(1), quote(2), quote(3)]) {
  const api = createFakeApi({ 'GET /me': me, 'GET /quote/list': { body: { Quotes: quotes } } });
  return { api, ...renderWithStoreAt(<ProponentsSection argID="arg1" />, url, api) };
}

/** Gives the carousel's track the geometry jsdom lacks, and a scrollBy that scrolls it. */
function scrollable(track: HTMLElement, scrollWidth: number, clientWidth: number) {
  let left = 0;
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => left });
  const scrollBy = jest.fn((options?: ScrollToOptions | number) => {
    const by = typeof options === 'object' ? (options.left ?? 0) : 0;
    left = Math.min(Math.max(left + by, 0), scrollWidth - clientWidth);
    fireEvent.scroll(track);
  });
  track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  fireEvent.scroll(track);
  return scrollBy;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the proponents of an argument', () => {
  it('shows each quote with its person, their title or role, the words and the date', async () => {
    const { api } = show('/a/arg1', anonymousMe);
    const section = await screen.findByRole('region', { name: 'Proponents' });
    expect(api.callsTo('GET /quote/list')[0].search).toBe('?argID=arg1');
    const cards = within(section).getAllByRole('figure');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Person Number1' })).toHaveAttribute(
      'href',
      '/person/person-1',
    );
    expect(first.getByText('Mayor of Town 1')).toBeVisible();
    expect(first.getByText('Free fares worked in town 1.')).toBeVisible();
    expect(first.getByText('12 March 2019')).toHaveAttribute('datetime', '2019-03-12');
    // Without an image: the initials.
    expect(cards[0].querySelector('.person-image--fallback')).toHaveTextContent('PN');
  });

  it('shows readers neither the sources nor any edit tool', async () => {
    show('/a/arg1', anonymousMe);
    const section = await screen.findByRole('region', { name: 'Proponents' });
    expect(within(section).queryByRole('link', { name: 'Source' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Edit|Delete|Add/ })).toBeNull();
  });

  it('is not there for readers when the argument has no quotes', async () => {
    const { store } = show('/a/arg1', anonymousMe, []);
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'getArgQuotes' && query.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Proponents' })).not.toBeInTheDocument();
  });

  it('shows members in edit mode the sources, Edit and Add proponent, but not Delete', async () => {
    show('/edit/a/arg1', memberMeByPath('Ada', canDo({ quote: { Create: true, Edit: true } })));
    expect(await screen.findByRole('button', { name: 'Add proponent' })).toBeInTheDocument();
    const sources = screen.getAllByRole('link', { name: 'Source' });
    expect(sources.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.org/source-1',
      'https://example.org/source-2',
      'https://example.org/source-3',
    ]);
    expect(sources[0]).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(
      screen.getByRole('button', { name: 'Edit the quote of Person Number1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('lets a member with the quote Delete flag delete quotes', async () => {
    show('/edit/a/arg1', memberMeByPath('Ada', canDo({ quote: { Edit: true, Delete: true } })));
    expect(
      await screen.findByRole('button', { name: 'Delete the quote of Person Number2' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(3);
  });

  it("gives no Delete for other kinds' Delete flags (deleting arguments is not deleting quotes)", async () => {
    const can = canDo({ quote: { Edit: true }, arg: { Delete: true }, person: { Delete: true } });
    show('/edit/a/arg1', memberMeByPath('Ada', can));
    await screen.findByRole('button', { name: 'Add proponent' });
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('offers Add proponent in edit mode when there are no quotes yet', async () => {
    show('/edit/a/arg1', memberMeByPath('Ada'), []);
    expect(await screen.findByRole('button', { name: 'Add proponent' })).toBeInTheDocument();
    expect(screen.getByText('No proponents yet.')).toBeInTheDocument();
  });

  it('slides with Previous and Next, disabled at the ends, without looping', async () => {
    show('/a/arg1', anonymousMe);
    const track = await screen.findByRole('list', { name: 'Proponent quotes' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const scrollBy = scrollable(track, 1240, 400);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 20 });
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    // To the last card: Next is disabled, and does not go round to the first.
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 840 });
    fireEvent.scroll(track);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 0 });
    fireEvent.scroll(track);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('has no Previous and Next for a single quote', async () => {
    show('/a/arg1', anonymousMe, [quote(1)]);
    await screen.findByRole('list', { name: 'Proponent quotes' });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
