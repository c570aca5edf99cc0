import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import {
  anonymousMe,
  createFakeApi,
  deferred,
  memberMe,
  type FakeRoute,
  type OwnVoteFixture,
} from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { ArgVote } from './arg-vote';

function results(agreement: string | null) {
  return {
    body: {
      Results: [
        { Choice: '1', Count: 2, Percent: 40 },
        { Choice: '2', Count: 3, Percent: 60 },
      ],
      Total: 5,
      SignedIn: 3,
      Mine: { agreement, convincing: null, disagree: null, consider: null },
    },
  };
}

const agreed = (value: string, argID = 'arg1'): OwnVoteFixture => ({
  TargetType: 'arg',
  TargetID: argID,
  Question: 'agreement',
  Value: value,
});

function setup(home: FakeRoute, extra: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /me': home,
    'POST /yourtake/submit': { body: { Saved: true, CanSeeResults: home !== anonymousMe } },
    ...extra,
  });
  return {
    api,
    ...renderWithStore(
      <ArgVote argID="arg1" share={{ path: '/a/arg1', title: 'Fares cost little' }} />,
      api,
    ),
  };
}

describe('argument vote widget', () => {
  it('walks an anonymous reader through agreement, the prompts and complete', async () => {
    const { api, user } = setup(anonymousMe);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    for (const label of [
      '1 I strongly agree',
      '2 I agree',
      "3 I'm undecided",
      '4 I disagree',
      '5 I strongly disagree',
    ]) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: '2 I agree' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText(/to see the results!/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    const [call] = api.callsTo('POST /yourtake/submit');
    expect(call.body).toMatchObject({
      body: { argID: 'arg1', question: 'agreement', value: '2', startTime: expect.any(Number) },
    });
    // Results are never asked for without an account.
    expect(api.callsTo('GET /yourtake/results/arg1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Tell us why you feel that way' }));
    const prompts = [
      ['What is the most convincing part of this argument for you?', 'convincing'],
      ['What is the part of this argument you most disagree with?', 'disagree'],
      ['What would you want people who disagree with this argument to consider?', 'consider'],
    ];
    for (const [prompt, question] of prompts) {
      const field = await screen.findByRole('textbox', { name: prompt });
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await user.type(field, `My ${question} answer`);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    }
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    expect(
      api.callsTo('POST /yourtake/submit').map((c) => (c.body as { body: unknown }).body),
    ).toEqual([
      expect.objectContaining({ question: 'agreement', value: '2' }),
      expect.objectContaining({ question: 'convincing', value: 'My convincing answer' }),
      expect.objectContaining({ question: 'disagree', value: 'My disagree answer' }),
      expect.objectContaining({ question: 'consider', value: 'My consider answer' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Update your vote' }));
    expect(screen.getByRole('radio', { name: '1 I strongly agree' })).toBeInTheDocument();
  });

  it('shows no choice of its own, and no form, until the personal answer (GET /me) arrived', async () => {
    const gate = deferred(memberMe('Ada', 'user', [agreed('2')]));
    setup(gate.route, { 'GET /yourtake/results/arg1': results('2') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your vote...');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
  });

  it('starts at complete, naming their answer, for a member who already voted', async () => {
    const { user } = setup(memberMe('Ada', 'user', [agreed('2')]), {
      'GET /yourtake/results/arg1': results(null),
    });
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    expect(screen.getByText('Your vote: 2 I agree')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update your vote' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows a member the results as whole percentages after voting', async () => {
    const { user } = setup(memberMe('Ada'), {
      'GET /yourtake/results/arg1': results(null),
    });
    await user.click(await screen.findByRole('radio', { name: '1 I strongly agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const bars = await screen.findByRole('list', { name: 'Results' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 I strongly agree40%',
      '2 I agree60%',
      "3 I'm undecided0%",
      '4 I disagree0%',
      '5 I strongly disagree0%',
    ]);
    expect(screen.getByText('5 voters, 3 signed in')).toBeInTheDocument();
    expect(screen.queryByText(/to see the results!/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Tell us why you feel that way' }),
    ).toBeInTheDocument();
  });

  it('shows an anonymous voter their own answer, and ignores answers on other arguments', async () => {
    setup({ body: { User: null, CanEdit: false, Votes: [agreed('4'), agreed('1', 'arg2')] } });
    expect(await screen.findByText('Your vote: 4 I disagree')).toBeInTheDocument();
  });

  it('sends a first anonymous vote again once the API has set the voter cookie', async () => {
    let answered = 0;
    const { api, user } = setup(anonymousMe, {
      'POST /yourtake/submit': () => {
        answered += 1;
        return answered === 1
          ? { status: 428, body: { error: 'Voting without an account needs a cookie.' } }
          : { body: { Saved: true, CanSeeResults: false } };
      },
    });
    await user.click(await screen.findByRole('radio', { name: '4 I disagree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/to see the results!/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const calls = api.callsTo('POST /yourtake/submit').map((c) => c.body);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
  });

  it('sends a vote again only once, and shows the error if the cookie is still missing', async () => {
    const { api, user } = setup(anonymousMe, {
      'POST /yourtake/submit': {
        status: 428,
        body: { error: 'Voting without an account needs a cookie.' },
      },
    });
    await user.click(await screen.findByRole('radio', { name: '4 I disagree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Voting without an account needs a cookie.',
    );
    expect(api.callsTo('POST /yourtake/submit')).toHaveLength(2);
  });

  it('shows Submitting... and then the error, staying on the step', async () => {
    const gate = deferred({ status: 400, body: { error: 'value must be 1 to 5' } });
    const { user } = setup(anonymousMe, { 'POST /yourtake/submit': gate.route });
    await user.click(await screen.findByRole('radio', { name: "3 I'm undecided" }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitting...')).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('value must be 1 to 5');
    expect(screen.getByRole('radio', { name: '1 I strongly agree' })).toBeInTheDocument();
  });
});
