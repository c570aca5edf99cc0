import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { OpinionGroupsDto } from '../../../api/types';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { convoPage } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

const groups = (overrides: Partial<OpinionGroupsDto> = {}): OpinionGroupsDto => ({
  ConvoID: 'convo1',
  ComputedAt: '2026-11-29T10:00:00.000Z',
  Voters: 1300,
  Bridging: ['arg2', 'gone1', 'arg1'],
  Groups: [
    {
      Label: 'A',
      Voters: 1234,
      Representative: [
        { ArgID: 'arg1', Stance: 'agree' },
        { ArgID: 'gone2', Stance: 'agree' },
      ],
    },
    { Label: 'B', Voters: 66, Representative: [{ ArgID: 'arg1', Stance: 'disagree' }] },
  ],
  ...overrides,
});

function page(answer: OpinionGroupsDto) {
  const api = createFakeApi({
    'GET /me': anonymousMe,
    'GET /convo/get': { body: convoPage() },
    'GET /convo/groups': { body: answer },
  });
  renderApp('/c/convo1', api);
  return api;
}

describe('opinion groups on the question page', () => {
  it('lists the arguments that convince across groups, linked, best first, and the groups', async () => {
    const api = page(groups());
    const section = within(
      await screen.findByRole('region', { name: 'Arguments that convince across groups' }),
    );
    expect(api.callsTo('GET /convo/groups')[0].search).toBe('?convoID=convo1');
    const bridging = section.getAllByRole('list')[0];
    // An argument the page no longer has (deleted meanwhile) is left out.
    expect(
      within(bridging)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Fares cost more to collect than they bring', '/a/arg2'],
      ['Free fares cut car traffic', '/a/arg1'],
    ]);
    expect(section.getByRole('heading', { name: 'Group A · 1,234 voters' })).toBeInTheDocument();
    expect(section.getByRole('heading', { name: 'Group B · 66 voters' })).toBeInTheDocument();
    expect(section.getByText('Agrees with:')).toBeInTheDocument();
    expect(section.getByText('Disagrees with:')).toBeInTheDocument();
  });

  it('shows the bridging arguments alone when the groups are withheld', async () => {
    page(groups({ Groups: [] }));
    const section = within(
      await screen.findByRole('region', { name: 'Arguments that convince across groups' }),
    );
    expect(section.getAllByRole('link')).toHaveLength(2);
    expect(section.queryByRole('heading', { name: /^Group / })).not.toBeInTheDocument();
  });

  it('shows nothing before the groups are computed', async () => {
    const api = page(groups({ ComputedAt: null, Voters: 0, Bridging: [], Groups: [] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Should public transport be free?' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Positions' });
    await waitFor(() => expect(api.callsTo('GET /convo/groups')).toHaveLength(1));
    expect(
      screen.queryByRole('region', { name: 'Arguments that convince across groups' }),
    ).not.toBeInTheDocument();
  });
});
