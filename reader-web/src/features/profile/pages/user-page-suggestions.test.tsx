import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { SuggestionDto } from '../../../api/types';
import { editsPage, publicProfile } from '../profile-fixtures';
import { anonymousMe, createFakeApi, memberMe, type FakeRoute } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const suggestion = (over: Partial<SuggestionDto>): SuggestionDto => ({
  ReqID: 'r1',
  Title: 'Should cities ban private cars?',
  Issue: 'Several cities are voting on it this year.',
  Link: '/req/r1',
  Outcome: 'open',
  ConvoID: '',
  ConvoLink: '',
  DeclineReason: '',
  Created: '2026-11-20T10:00:00.000Z',
  ...over,
});

function userApi(me: FakeRoute, suggestions: SuggestionDto[]) {
  return createFakeApi({
    'GET /me': me,
    'GET /user/profile': { body: publicProfile() },
    'GET /user/edits/ada/1': { body: editsPage(1, 0) },
    'GET /req/suggestions': (call) =>
      new URLSearchParams(call.search).get('username') === 'ada'
        ? { body: { Suggestions: suggestions, HasMore: false } }
        : { status: 404, body: { error: 'There is no such user.' } },
  });
}

describe("a user's suggested questions on their profile", () => {
  it('lists each suggestion with its state: open, became a question (linked), declined (why)', async () => {
    const api = userApi(anonymousMe, [
      suggestion({
        ReqID: 'r3',
        Title: 'Is nuclear power green?',
        Link: '/req/r3',
        Outcome: 'declined',
        DeclineReason: 'We already have this question.',
      }),
      suggestion({
        ReqID: 'r2',
        Title: 'Should voting be compulsory?',
        Link: '/req/r2',
        Outcome: 'question',
        ConvoID: 'c7',
        ConvoLink: '/c/c7',
      }),
      suggestion({
        ReqID: 'r4',
        Title: 'Should zoos exist?',
        Link: '/req/r4',
        Outcome: 'question',
        ConvoID: 'c8',
      }),
      suggestion({}),
    ]);
    renderApp('/u/ada', api);
    const list = within(
      await screen.findByRole('list', { name: 'Suggested questions, newest first' }),
    );
    expect(api.callsTo('GET /req/suggestions')[0].search).toBe('?username=ada');
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]).getByRole('link', { name: 'Is nuclear power green?' })).toHaveAttribute(
      'href',
      '/req/r3',
    );
    expect(items[0]).toHaveTextContent('Declined: We already have this question.');
    expect(items[1]).toHaveTextContent('Became a question: read the question');
    expect(within(items[1]).getByRole('link', { name: 'read the question' })).toHaveAttribute(
      'href',
      '/c/c7',
    );
    // A question deleted since has no link.
    expect(items[2]).toHaveTextContent('Became a question (since deleted).');
    expect(within(items[2]).queryByRole('link', { name: 'read the question' })).toBeNull();
    expect(items[3]).toHaveTextContent('Open: waiting for an editor.');
    expect(items[3]).toHaveTextContent('Suggested on');
  });

  it('invites the reader to suggest one on their own empty profile, and says none on others', async () => {
    renderApp('/u/ada', userApi(memberMe('Ada'), []));
    const region = within(await screen.findByRole('region', { name: 'Suggested questions' }));
    expect(await region.findByRole('link', { name: 'Suggest a question' })).toHaveAttribute(
      'href',
      '/suggest',
    );
  });

  it("says there are none on someone else's profile", async () => {
    renderApp('/u/ada', userApi(memberMe('Grace'), []));
    const region = within(await screen.findByRole('region', { name: 'Suggested questions' }));
    expect(await region.findByText('No suggestions yet.')).toBeInTheDocument();
    expect(region.queryByRole('link', { name: 'Suggest a question' })).toBeNull();
  });
});
