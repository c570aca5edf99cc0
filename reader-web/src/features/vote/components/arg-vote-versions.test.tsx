import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { canDo, createFakeApi, memberMe, type ApiCall } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { ArgVote } from './arg-vote';

const counted = (versions: 'current' | 'all') => ({
  body: {
    Results: [{ Choice: '2', Count: versions === 'all' ? 3 : 1, Percent: 100 }],
    Total: versions === 'all' ? 3 : 1,
    SignedIn: versions === 'all' ? 3 : 1,
    Version: 'rev2',
    Versions: versions,
    EarlierVersions: 2,
  },
});
const results = (call: ApiCall) =>
  counted(new URLSearchParams(call.search).get('versions') === 'all' ? 'all' : 'current');

const changes = {
  body: {
    ArgID: 'arg1',
    Since: 'rev1',
    Version: 'rev2',
    Diff: [
      {
        Field: 'Argument',
        Old: 'Fares are cheap.',
        New: 'Fares are cheap for everyone.',
        Changes: [
          { Text: 'Fares are cheap' },
          { Text: ' for everyone', Change: 'added' },
          { Text: '.' },
        ],
      },
    ],
  },
};

function setup(ratedVersion: string) {
  const api = createFakeApi({
    'GET /me': memberMe('Ada', canDo(), [
      {
        TargetType: 'arg',
        TargetID: 'arg1',
        Question: 'agreement',
        Value: '2',
        Version: ratedVersion,
      },
    ]),
    'POST /yourtake/submit': { body: { Saved: true, CanSeeResults: true } },
    'GET /yourtake/results/arg1': results,
    'GET /arg/changes': changes,
  });
  return {
    api,
    ...renderWithStore(
      <ArgVote argID="arg1" version="rev2" share={{ path: '/a/arg1', title: 'Fares' }} />,
      api,
    ),
  };
}

describe('argument vote widget, versions', () => {
  it('asks a voter of an earlier version to keep or change their rating, with what changed', async () => {
    const { api, user } = setup('rev1');
    expect(
      await screen.findByText('This argument changed since you rated it.'),
    ).toBeInTheDocument();
    const diff = await screen.findByRole('group');
    expect(within(diff).getByText('for everyone', { exact: false }).tagName).toBe('INS');
    expect(api.callsTo('GET /arg/changes')[0].search).toBe('?argID=arg1&since=rev1');

    await user.click(screen.getByRole('button', { name: 'Keep my rating' }));
    expect(await screen.findByRole('list', { name: 'Results' })).toBeInTheDocument();
    expect(
      api.callsTo('POST /yourtake/submit').map((c) => (c.body as { body: unknown }).body),
    ).toEqual([
      expect.objectContaining({ argID: 'arg1', question: 'agreement', value: '2', revID: 'rev2' }),
    ]);
    expect(screen.queryByText('This argument changed since you rated it.')).not.toBeInTheDocument();

    // The current version's results, and every version's on request.
    expect(screen.getByText(/2 ratings are on earlier versions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all versions' }));
    expect(await screen.findByRole('list', { name: 'Results, all versions' })).toBeInTheDocument();
    expect(screen.getByText('3 voters, 3 signed in')).toBeInTheDocument();
  });

  it('lets the voter change the rating instead', async () => {
    const { api, user } = setup('rev1');
    await user.click(await screen.findByRole('button', { name: 'Change my rating' }));
    expect(screen.getByRole('radio', { name: 'I agree' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'I disagree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('list', { name: 'Results' });
    expect(api.callsTo('POST /yourtake/submit')[0].body).toMatchObject({
      body: { value: '4', revID: 'rev2' },
    });
  });

  it('says nothing to a voter of the current version', async () => {
    const { api } = setup('rev2');
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    expect(screen.queryByText('This argument changed since you rated it.')).not.toBeInTheDocument();
    expect(api.callsTo('GET /arg/changes')).toHaveLength(0);
  });
});
