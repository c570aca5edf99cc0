import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { CrossTabTable } from './crosstab-table';

const page = {
  Convo: { ConvoID: 'convo1', Title: 'Should fares be free?' },
  Positions: [
    { PosID: 'pos1', Title: 'Yes', Arguments: [{ ArgID: 'arg1', Title: 'Cheaper for all' }] },
    { PosID: 'pos2', Title: 'No', Arguments: [] },
  ],
};

const crossTab = {
  ConvoID: 'convo1',
  Released: true,
  ReleasedAt: '2026-11-29T10:00:00.000Z',
  Changes: 30,
  Rows: ['pos1', 'pos2', null],
  Args: ['arg1'],
  Cells: [
    {
      PosID: 'pos1',
      ArgID: 'arg1',
      Withheld: false,
      Voters: 14,
      Counts: [3, 3, 3, 3, 2],
      Mean: 2.86,
    },
    { PosID: 'pos2', ArgID: 'arg1', Withheld: true, Voters: null, Counts: null, Mean: null },
    { PosID: null, ArgID: 'arg1', Withheld: true, Voters: null, Counts: null, Mean: null },
  ],
  MinVoters: 10,
  MinChanges: 10,
  Rule: 'The rule.',
};

function setup(tab: object) {
  const api = createFakeApi({
    'GET /convo/get': { body: page },
    'GET /yourtakeconvo/crosstab/convo1': { body: tab },
  });
  return renderWithStore(<CrossTabTable convoID="convo1" />, api);
}

describe('cross-tab table', () => {
  it('shows each published cell with its figures, and withheld cells without any', async () => {
    setup(crossTab);
    const table = await screen.findByRole('table', {
      name: "How each position's voters rate its arguments",
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Argument', 'Yes', 'No', 'No position chosen']);
    const cells = within(within(table).getByRole('row', { name: /Cheaper for all/ })).getAllByRole(
      'cell',
    );
    expect(cells.map((c) => c.textContent)).toEqual([
      'mean 2.86 · 14 voters',
      'Withheld',
      'Withheld',
    ]);
    // The bar: an image named by its figures, reachable with the keyboard.
    const bar = within(cells[0]).getByRole('img', {
      name: 'Cheaper for all, Yes: 3 strongly agree, 3 agree, 3 undecided, 3 disagree, 2 strongly disagree',
    });
    expect(bar).toHaveAttribute('tabindex', '0');
    expect(
      screen.getByText(
        '1 of 3 cells are published, 2 withheld: “Cheaper for all” among voters of “Yes” (mean 2.86, 14 voters).',
      ),
    ).toBeInTheDocument();
    // The same figures as a table.
    const figures = screen.getByRole('table', {
      name: 'Voters per rating, by argument and position',
    });
    expect(
      within(figures)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ArgumentPosition1 strongly agree2 agree3 undecided4 disagree5 strongly disagreeVotersMean',
      'Cheaper for allYes33332142.86',
    ]);
  });

  it('says when nothing is published yet', async () => {
    setup({ ...crossTab, Released: false, ReleasedAt: null, Rows: [], Args: [], Cells: [] });
    expect(
      await screen.findByText('Not published yet: it appears once at least 10 people have voted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
