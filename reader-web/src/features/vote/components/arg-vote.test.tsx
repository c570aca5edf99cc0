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
import { ArgVote } from './arg-vote';

const results = {
  body: {
    Results: [
      { Choice: '1', Count: 2, Percent: 40 },
      { Choice: '2', Count: 3, Percent: 60 },
    ],
    Total: 5,
    SignedIn: 3,
  },
};

const answered = (
  Question: OwnVoteFixture['Question'],
  Value: string,
  argID = 'arg1',
): OwnVoteFixture => ({ TargetType: 'arg', TargetID: argID, Question, Value });

const agreed = (value: string, argID = 'arg1') => answered('agreement', value, argID);

const LABELS = [
  'I strongly agree',
  'I agree',
  "I'm undecided",
  'I disagree',
  'I strongly disagree',
];

const PROMPT = {
  convincing: 'What is the most convincing part of this argument for you?',
  disagree: 'What is the part of this argument you most disagree with?',
  consider: 'What would you want people who disagree with this argument to consider?',
};

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
    for (const label of LABELS) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'I agree' }));
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
    for (const [question, prompt] of Object.entries(PROMPT)) {
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

    // Updating starts from what they just answered, before GET /me is asked again.
    await user.click(screen.getByRole('button', { name: 'Update your vote' }));
    expect(screen.getByRole('radio', { name: 'I agree' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Tell us why you feel that way' }));
    for (const [question, prompt] of Object.entries(PROMPT)) {
      expect(await screen.findByRole('textbox', { name: prompt })).toHaveValue(
        `My ${question} answer`,
      );
      await user.click(screen.getByRole('button', { name: 'Skip' }));
    }
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
  });

  it("pre-fills every step with a member's saved answers after 'Update your vote'", async () => {
    const saved = [
      agreed('4'),
      answered('convincing', 'The fares part'),
      answered('disagree', 'The cost estimate'),
      answered('consider', 'Who pays today'),
      // Another argument's answers stay there.
      answered('convincing', 'Not this one', 'arg2'),
    ];
    const { api, user } = setup(memberMe('Ada', canDo(), saved), {
      'GET /yourtake/results/arg1': results,
    });
    await user.click(await screen.findByRole('button', { name: 'Update your vote' }));
    expect(screen.getByRole('radio', { name: 'I disagree' })).toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Tell us why you feel that way' }));

    const convincing = await screen.findByRole('textbox', { name: PROMPT.convincing });
    expect(convincing).toHaveValue('The fares part');
    await user.clear(convincing);
    await user.type(convincing, 'The fares part, mostly');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('textbox', { name: PROMPT.disagree })).toHaveValue(
      'The cost estimate',
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('textbox', { name: PROMPT.consider })).toHaveValue(
      'Who pays today',
    );
    // The saved answer can be sent again as it is.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    expect(
      api.callsTo('POST /yourtake/submit').map((c) => (c.body as { body: unknown }).body),
    ).toEqual([
      expect.objectContaining({ question: 'agreement', value: '4' }),
      expect.objectContaining({ question: 'convincing', value: 'The fares part, mostly' }),
      expect.objectContaining({ question: 'consider', value: 'Who pays today' }),
    ]);
  });

  it('reads only the labels, which name the choices', async () => {
    setup(anonymousMe);
    await screen.findByRole('button', { name: 'Submit' });
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent?.trim())).toEqual(LABELS);
    expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.queryByText(/\d I/)).not.toBeInTheDocument();
  });

  it('shows no choice of its own, and no form, until the personal answer (GET /me) arrived', async () => {
    const gate = deferred(memberMe('Ada', canDo(), [agreed('2')]));
    setup(gate.route, { 'GET /yourtake/results/arg1': results });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your vote...');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
  });

  it('starts at complete, naming their answer, for a member who already voted', async () => {
    const { user } = setup(memberMe('Ada', canDo(), [agreed('2')]), {
      'GET /yourtake/results/arg1': results,
    });
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    expect(screen.getByText('Your vote: I agree')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update your vote' }));
    expect(screen.getByRole('radio', { name: 'I agree' })).toBeChecked();
  });

  it('shows a member the results as whole percentages after voting', async () => {
    const { user } = setup(memberMe('Ada'), {
      'GET /yourtake/results/arg1': results,
    });
    await user.click(await screen.findByRole('radio', { name: 'I strongly agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const bars = await screen.findByRole('list', { name: 'Results' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'I strongly agree40%',
      'I agree60%',
      "I'm undecided0%",
      'I disagree0%',
      'I strongly disagree0%',
    ]);
    expect(screen.getByText('5 voters, 3 signed in')).toBeInTheDocument();
    expect(screen.queryByText(/to see the results!/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Tell us why you feel that way' }),
    ).toBeInTheDocument();
  });

  it('shows an anonymous voter their own answer, and ignores answers on other arguments', async () => {
    setup({ body: { User: null, CanEdit: false, Votes: [agreed('4'), agreed('1', 'arg2')] } });
    expect(await screen.findByText('Your vote: I disagree')).toBeInTheDocument();
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
    await user.click(await screen.findByRole('radio', { name: 'I disagree' }));
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
    await user.click(await screen.findByRole('radio', { name: 'I disagree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Voting without an account needs a cookie.',
    );
    expect(api.callsTo('POST /yourtake/submit')).toHaveLength(2);
  });

  it('shows Submitting... on the disabled button and then the error, staying on the step', async () => {
    const gate = deferred({ status: 400, body: { error: 'value must be 1 to 5' } });
    const { user } = setup(anonymousMe, { 'POST /yourtake/submit': gate.route });
    await user.click(await screen.findByRole('radio', { name: "I'm undecided" }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('value must be 1 to 5');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: "I'm undecided" })).toBeChecked();
  });

  it('sends one vote for a double click, on the agreement and on a prompt', async () => {
    const saved = { body: { Saved: true, CanSeeResults: false } };
    let gate = deferred(saved);
    const { api, user } = setup(anonymousMe, { 'POST /yourtake/submit': () => gate.route });
    await user.click(await screen.findByRole('radio', { name: 'I agree' }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    gate.release();
    await user.click(await screen.findByRole('button', { name: 'Tell us why you feel that way' }));
    expect(api.callsTo('POST /yourtake/submit')).toHaveLength(1);

    gate = deferred(saved);
    await user.type(
      await screen.findByRole('textbox', { name: PROMPT.convincing }),
      'The fares part',
    );
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    // Nor can the reader skip on while the answer is on its way.
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled();
    gate.release();
    expect(await screen.findByRole('textbox', { name: PROMPT.disagree })).toHaveValue('');
    expect(
      api.callsTo('POST /yourtake/submit').map((c) => (c.body as { body: unknown }).body),
    ).toEqual([
      expect.objectContaining({ question: 'agreement', value: '2' }),
      expect.objectContaining({ question: 'convincing', value: 'The fares part' }),
    ]);
  });

  it("offers 'Tell us why' to a member who voted before (after a reload), with their answers", async () => {
    const { api, user } = setup(
      memberMe('Ada', canDo(), [agreed('2'), answered('convincing', 'The fares\npart')]),
      { 'GET /yourtake/results/arg1': results },
    );
    expect(await screen.findByText('Thank you for voting!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tell us why you feel that way' }));
    const convincing = await screen.findByRole('textbox', { name: PROMPT.convincing });
    expect(convincing).toHaveValue('The fares\npart');
    expect(convincing).toHaveFocus();
    // An answer may run over several lines: Enter starts a new one, it sends nothing.
    await user.type(convincing, '{Enter}and the timetable');
    expect(api.callsTo('POST /yourtake/submit')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('textbox', { name: PROMPT.disagree })).toHaveFocus();
    expect(
      api.callsTo('POST /yourtake/submit').map((c) => (c.body as { body: unknown }).body),
    ).toEqual([
      expect.objectContaining({
        question: 'convincing',
        value: 'The fares\npart\nand the timetable',
      }),
    ]);
  });

  it('keeps keyboard focus in the widget, on the new step, after each vote', async () => {
    const { user } = setup(memberMe('Ada'), { 'GET /yourtake/results/arg1': results });
    await user.click(await screen.findByRole('radio', { name: 'I agree' }));
    await user.keyboard('{Tab}{Enter}');
    await screen.findByRole('list', { name: 'Results' });
    const step = screen.getByRole('list', { name: 'Results' }).closest('.vote-step');
    expect(step).toHaveFocus();
    // The chart is one stop (its bars are reached with the arrow keys), then its table.
    await user.tab();
    expect(screen.getByRole('listitem', { name: /^I strongly agree/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listitem', { name: /^I agree/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByText('Show as table')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tell us why you feel that way' })).toHaveFocus();
  });
});
