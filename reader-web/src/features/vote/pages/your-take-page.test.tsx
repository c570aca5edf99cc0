import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { TakesDto } from '../../../api/types';
import { anonymousMe, createFakeApi, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const takes: TakesDto = {
  Takes: [
    {
      TargetType: 'arg',
      TargetID: 'a1',
      Title: 'Cars are loud',
      Link: '/a/a1',
      Question: 'convincing',
      Value: 'the noise data',
      Modified: '2026-03-02T10:00:00.000Z',
    },
    {
      TargetType: 'arg',
      TargetID: 'a1',
      Title: 'Cars are loud',
      Link: '/a/a1',
      Question: 'agreement',
      Value: '2',
      Modified: '2026-03-02T09:59:00.000Z',
    },
    {
      TargetType: 'convo',
      TargetID: 'c1',
      Title: 'Should cities ban cars?',
      Link: '/c/c1',
      Question: 'position',
      Value: 'Yes, in the centre',
      Modified: '2026-03-01T08:00:00.000Z',
    },
  ],
};

describe('your take page', () => {
  it('asks an anonymous reader to sign up or log in, without calling the list', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /yourtake/list': { body: takes },
    });
    renderApp('/yourtake', api);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your take' });
    const section = heading.closest('section') as HTMLElement;
    expect(await within(section).findByRole('link', { name: 'log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.callsTo('GET /yourtake/list')).toHaveLength(0);
  });

  it("lists a member's saved opinions newest first, an argument's answers together", async () => {
    const api = createFakeApi({
      'GET /me': memberMe('Ada'),
      'GET /yourtake/list': { body: takes },
    });
    renderApp('/yourtake', api);
    const list = await screen.findByRole('list', { name: 'Your saved opinions' });
    const [arg, convo] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    const argAnswers = within(arg).getAllByRole('listitem');
    expect(argAnswers).toHaveLength(2);
    expect(argAnswers[0]).toHaveTextContent('Most convincing part: the noise data');
    expect(argAnswers[1]).toHaveTextContent('Your agreement: I agree');
    expect(argAnswers[1]).toHaveTextContent('2 Mar 2026, 09:59 UTC');
    expect(within(arg).getAllByRole('link')).toHaveLength(1);
    expect(convo).toHaveTextContent('Your position: Yes, in the centre');
    expect(within(convo).getByRole('link', { name: 'Should cities ban cars?' })).toHaveAttribute(
      'href',
      '/c/c1',
    );
  });

  it('invites a member with no votes to the encyclopedia', async () => {
    renderApp(
      '/yourtake',
      createFakeApi({
        'GET /me': memberMe('Ada'),
        'GET /yourtake/list': { body: { Takes: [] } },
      }),
    );
    expect(await screen.findByText(/You have not voted yet/)).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    renderApp(
      '/yourtake',
      createFakeApi({
        'GET /me': memberMe('Ada'),
        'GET /yourtake/list': { status: 500, body: { error: 'database unavailable' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('database unavailable');
  });
});
