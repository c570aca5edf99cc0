import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { NextArgDto } from '../../../api/types';
import { anonymousMe, createFakeApi, type ApiCall } from '../../../test/fake-api';
import { argPage } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

/** A voter's own order of a position's three arguments: arg3, arg1, arg2; then pos2 from arg5. */
const VOTER_ORDER: Record<string, NextArgDto> = {
  arg3: { CurrentArg: 1, NumArguments: 5, NextArg: '/a/arg1', NextPos: null, ShownRank: 1 },
  arg1: { CurrentArg: 2, NumArguments: 5, NextArg: '/a/arg2', NextPos: null, ShownRank: 2 },
  arg2: {
    CurrentArg: 3,
    NumArguments: 5,
    NextArg: '/a/arg5',
    NextPos: '/p/pos2',
    ShownRank: 3,
    NextPosArg: '/a/arg5',
  },
  arg5: { CurrentArg: 4, NumArguments: 5, NextArg: '/a/arg4', NextPos: null, ShownRank: 1 },
};

const argID = (call: ApiCall) => new URLSearchParams(call.search).get('argID') ?? '';

function voterApi(order: Record<string, NextArgDto> = VOTER_ORDER) {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /arg/get': (call) => ({
      body: argPage({ ArgID: argID(call), Link: `/a/${argID(call)}` }),
    }),
    'GET /arg/getnextarg': (call) => ({ body: order[argID(call)] }),
    'GET /quote/list': { body: { Quotes: [] } },
    'POST /yourtake/submit': { body: { Saved: true, CanSeeResults: false } },
  });
}

async function agree(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'I agree' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText(/to see the results!/);
}

const keepReading = () => screen.findByRole('region', { name: 'Keep reading' });

describe('next-argument links in a voter’s own order', () => {
  it('sends the rank shown with a vote on a page the flow opened, and none on a page reached otherwise', async () => {
    const api = voterApi();
    const { user } = renderApp('/a/arg3', api);
    // Reached from elsewhere (a read page, a shared link): no rank, whatever the order says.
    await within(await keepReading()).findByText('Argument 1 of 5 on this question');
    await agree(user);
    expect(api.callsTo('POST /yourtake/submit')[0].body).toEqual({
      body: expect.not.objectContaining({ shownRank: expect.anything() }),
    });

    await user.click(within(await keepReading()).getByRole('link', { name: 'Next argument' }));
    // The page's sections are new for each argument.
    expect(await screen.findByText('Argument 2 of 5 on this question')).toBeVisible();
    await agree(user);
    expect(api.callsTo('POST /yourtake/submit')[1].body).toMatchObject({
      body: { argID: 'arg1', question: 'agreement', value: '2', shownRank: 2 },
    });
  });

  it("opens the voter's first argument of the next position, and its rank goes with the vote", async () => {
    const api = voterApi();
    const { user } = renderApp('/a/arg2', api);
    const next = await within(await keepReading()).findByRole('link', { name: 'Next position' });
    expect(next).toHaveAttribute('href', '/a/arg5#voting');
    await user.click(next);
    expect(await screen.findByText('Argument 4 of 5 on this question')).toBeVisible();
    await agree(user);
    expect(api.callsTo('POST /yourtake/submit')[0].body).toMatchObject({
      body: { argID: 'arg5', shownRank: 1 },
    });
  });

  it('in the editorial order (no voter key yet), links the position page and sends no rank', async () => {
    const api = voterApi({
      arg1: { CurrentArg: 1, NumArguments: 2, NextArg: '/a/arg2', NextPos: '/p/pos2' },
      arg2: { CurrentArg: 2, NumArguments: 2, NextArg: null, NextPos: null },
    });
    const { user } = renderApp('/a/arg1', api);
    const voting = await keepReading();
    expect(await within(voting).findByRole('link', { name: 'Next position' })).toHaveAttribute(
      'href',
      '/p/pos2#voting',
    );
    await user.click(within(voting).getByRole('link', { name: 'Next argument' }));
    expect(await screen.findByText('Argument 2 of 2 on this question')).toBeVisible();
    await agree(user);
    expect(api.callsTo('POST /yourtake/submit')[0].body).toEqual({
      body: expect.not.objectContaining({ shownRank: expect.anything() }),
    });
  });

  it('asks for the order again after a vote (a first vote makes a reader a voter)', async () => {
    const api = voterApi();
    const { user } = renderApp('/a/arg3', api);
    await within(await keepReading()).findByText('Argument 1 of 5 on this question');
    const before = api.callsTo('GET /arg/getnextarg').length;
    await agree(user);
    await waitFor(() => expect(api.callsTo('GET /arg/getnextarg').length).toBeGreaterThan(before));
  });
});
