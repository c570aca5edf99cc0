import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  deferred,
  memberMe,
  type FakeRoute,
  type OwnVoteFixture,
} from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { ConvoVote } from './convo-vote';

const positions = [
  { PosID: 'pos1', Title: 'Yes, make it free' },
  { PosID: 'pos2', Title: 'No, keep the fares' },
];

const share = { path: '/c/convo1', title: 'Should fares be free?' };

const results = {
  body: {
    Results: [
      { Choice: 'pos1', Count: 2, Percent: 67 },
      { Choice: 'pos2', Count: 1, Percent: 33 },
    ],
    Total: 3,
    SignedIn: 1,
  },
};

const ownVote = (value: string, convoID = 'convo1'): OwnVoteFixture => ({
  TargetType: 'convo',
  TargetID: convoID,
  Question: 'position',
  Value: value,
});

function setup(home: FakeRoute, extra: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /me': home,
    'POST /yourtakeconvo/submit': { body: { Saved: true, CanSeeResults: home !== anonymousMe } },
    ...extra,
  });
  return {
    api,
    ...renderWithStore(<ConvoVote convoID="convo1" positions={positions} share={share} />, api),
  };
}

describe('question vote widget', () => {
  it('shows no choice of its own, and no form, until the personal answer (GET /me) arrived', async () => {
    const gate = deferred(memberMe('Ada', canDo(), [ownVote('pos2')]));
    setup(gate.route, { 'GET /yourtakeconvo/results/convo1': results });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your vote...');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for voting!')).not.toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
  });

  it('asks an anonymous reader to sign up or log in after voting', async () => {
    const { api, user } = setup(anonymousMe);
    const vote = await screen.findByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    expect(screen.getByText('Invite your friends to vote!')).toBeInTheDocument();
    const invite = screen.getByRole('list', { name: 'Invite your friends' });
    expect(within(invite).getByRole('link', { name: 'Reddit' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/c/convo1')),
    );
    await user.click(screen.getByRole('radio', { name: 'No, keep the fares' }));
    expect(vote).toBeEnabled();
    await user.click(vote);
    expect(await screen.findByText(/to see the results!/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /yourtakeconvo/submit')[0].body).toMatchObject({
      body: { convoID: 'convo1', value: 'pos2', startTime: expect.any(Number) },
    });
    expect(api.callsTo('GET /yourtakeconvo/results/convo1')).toHaveLength(0);
  });

  it('shows a member the results, then complete, and Update your vote returns to the form', async () => {
    const { user } = setup(memberMe('Ada'), {
      'GET /yourtakeconvo/results/convo1': results,
    });
    await user.click(await screen.findByRole('radio', { name: 'Yes, make it free' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    const bars = await screen.findByRole('list', { name: 'Results' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yes, make it free67%', 'No, keep the fares33%']);
    expect(screen.getByText('3 voters, 1 signed in')).toBeInTheDocument();
    // The same figures in a sentence and in a table.
    expect(
      screen.getByText(
        '3 people voted: 67% for Yes, make it free (2), 33% for No, keep the fares (1).',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Results' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ChoicePeopleShare', 'Yes, make it free267%', 'No, keep the fares133%', 'Total3']);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Thank you for voting!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update your vote' }));
    expect(screen.getByRole('radio', { name: 'Yes, make it free' })).toBeInTheDocument();
  });

  it('keeps keyboard focus in the widget, on each step the reader moves to', async () => {
    const { user } = setup(memberMe('Ada'), { 'GET /yourtakeconvo/results/convo1': results });
    await user.click(await screen.findByRole('radio', { name: 'Yes, make it free' }));
    await user.keyboard('{Tab}{Enter}');
    const bars = await screen.findByRole('list', { name: 'Results' });
    expect(bars.closest('.vote-step')).toHaveFocus();
    // The chart read with the keyboard: one tab stop, each bar (named by its figures) reached
    // with the arrow keys, then its table, then on.
    await user.tab();
    expect(
      within(bars).getByRole('listitem', { name: 'Yes, make it free: 67%, 2 people' }),
    ).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(
      within(bars).getByRole('listitem', { name: 'No, keep the fares: 33%, 1 person' }),
    ).toHaveFocus();
    await user.keyboard('{End}{Home}');
    expect(
      within(bars).getByRole('listitem', { name: 'Yes, make it free: 67%, 2 people' }),
    ).toHaveFocus();
    await user.tab();
    expect(screen.getByText('Show as table')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Thank you for voting!').closest('.vote-step')).toHaveFocus();
  });

  it('takes no focus on arrival, for a member who voted before', async () => {
    setup(memberMe('Ada', canDo(), [ownVote('pos2')]), {
      'GET /yourtakeconvo/results/convo1': results,
    });
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('starts at complete for a member who already voted, their choice highlighted', async () => {
    const { user } = setup(memberMe('Ada', canDo(), [ownVote('pos2')]), {
      'GET /yourtakeconvo/results/convo1': results,
    });
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    const bars = await screen.findByRole('list', { name: 'Results' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yes, make it free67%', 'No, keep the fares (your vote)33%']);
    await user.click(screen.getByRole('button', { name: 'Update your vote' }));
    expect(screen.getByRole('radio', { name: 'No, keep the fares' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Vote' })).toBeEnabled();
  });

  it('shows an anonymous voter their own vote, and ignores own votes on other questions', async () => {
    setup({ body: { User: null, CanEdit: false, Votes: [ownVote('pos1')] } });
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('offers the form when the only own vote is on another question', async () => {
    setup(memberMe('Ada', canDo(), [ownVote('pos1', 'convo2')]), {
      'GET /yourtakeconvo/results/convo1': results,
    });
    expect(await screen.findByRole('button', { name: 'Vote' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Yes, make it free' })).not.toBeChecked();
  });

  it('asks for the personal answer again after a vote (the own vote changed)', async () => {
    const { api, user } = setup(memberMe('Ada'), {
      'GET /yourtakeconvo/results/convo1': results,
    });
    await user.click(await screen.findByRole('radio', { name: 'Yes, make it free' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    await screen.findByRole('list', { name: 'Results' });
    expect(api.callsTo('GET /me').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Thank you for voting!')).not.toBeInTheDocument();
  });

  it('sends a first anonymous vote again once the API has set the voter cookie', async () => {
    let answered = 0;
    const { api, user } = setup(anonymousMe, {
      'POST /yourtakeconvo/submit': () => {
        answered += 1;
        return answered === 1
          ? { status: 428, body: { error: 'Voting without an account needs a cookie.' } }
          : { body: { Saved: true, CanSeeResults: false } };
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'No, keep the fares' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText(/to see the results!/)).toBeInTheDocument();
    expect(api.callsTo('POST /yourtakeconvo/submit')).toHaveLength(2);
  });

  it('reads Submitting... on the disabled button while sending, and sends one vote for a double click', async () => {
    const gate = deferred({ body: { Saved: true, CanSeeResults: false } });
    const { api, user } = setup(anonymousMe, { 'POST /yourtakeconvo/submit': gate.route });
    await user.click(await screen.findByRole('radio', { name: 'No, keep the fares' }));
    await user.dblClick(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText(/to see the results!/)).toBeInTheDocument();
    expect(api.callsTo('POST /yourtakeconvo/submit')).toHaveLength(1);
  });

  it('shows the error and stays on the form', async () => {
    const { user } = setup(anonymousMe, {
      'POST /yourtakeconvo/submit': { status: 400, body: { error: 'Not a position' } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Yes, make it free' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a position');
    expect(screen.getByRole('button', { name: 'Vote' })).toBeInTheDocument();
  });
});
