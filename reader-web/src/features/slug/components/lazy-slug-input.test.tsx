import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMeByPath } from '../../../test/fake-api';
import { convoPage } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

function questionApi(me = memberMeByPath('Ada', 'editor')) {
  return createFakeApi({
    'GET /me': me,
    'GET /convo/get': { body: convoPage() },
    'POST /slug/get': { body: { Slug: 'free-transport' } },
  });
}

describe("the question page's slug input", () => {
  it('shows in edit mode for an editor, with the saved slug', async () => {
    renderApp('/edit/c/convo1', questionApi());
    expect(await screen.findByRole('textbox', { name: 'Slug' })).toHaveValue('free-transport');
  });

  it('is not there for a plain member in edit mode (editors set slugs)', async () => {
    const member = questionApi(memberMeByPath('Bob', 'user'));
    renderApp('/edit/c/convo1', member);
    await screen.findByRole('toolbar', { name: 'Question tools' });
    expect(screen.queryByRole('textbox', { name: 'Slug' })).not.toBeInTheDocument();
    expect(member.callsTo('POST /slug/get')).toHaveLength(0);
  });

  it('is not on the read page', async () => {
    const api = questionApi(anonymousMe);
    renderApp('/c/convo1', api);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('textbox', { name: 'Slug' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /slug/get')).toHaveLength(0);
  });
});
