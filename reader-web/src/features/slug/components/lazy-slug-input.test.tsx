import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  type FakeRoute,
  memberMe,
  memberMeByPath,
} from '../../../test/fake-api';
import { convoPage } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

/** A reader who may give slugs and change them. */
const SLUGGER = canDo({ slug: { Create: true, Edit: true } });

function questionApi(me = memberMeByPath('Ada', SLUGGER)) {
  return createFakeApi({
    'GET /me': me,
    'GET /convo/get': { body: convoPage() },
    'POST /slug/get': { body: { Slug: 'free-transport' } },
  });
}

describe("the question page's slug input", () => {
  it('shows in edit mode for one who may set slugs, with the saved slug', async () => {
    renderApp('/edit/c/convo1', questionApi());
    expect(await screen.findByRole('textbox', { name: 'Slug' })).toHaveValue('free-transport');
  });

  it('is not there in edit mode for a member without the slug flags', async () => {
    const member = questionApi(memberMeByPath('Bob', canDo({ convo: { Edit: true } })));
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

  describe("on a tag's edit page", () => {
    const tagApi = (me: FakeRoute) =>
      createFakeApi({
        'GET /me': me,
        'GET /tag/get': {
          body: {
            Tag: { TagID: 't1', Name: 'Transport', Link: '/tags/t1' },
            Description: '',
            Items: [],
          },
        },
        'POST /slug/get': { body: { Slug: '' } },
      });

    it('shows for one who may set slugs', async () => {
      const api = tagApi(memberMeByPath('Ada', SLUGGER));
      renderApp('/edit/tags/t1', api);
      expect(await screen.findByRole('textbox', { name: 'Slug' })).toHaveValue('');
      expect(screen.getByText('/tags/')).toBeInTheDocument();
      expect(api.callsTo('POST /slug/get')[0].body).toEqual({ body: { artifactID: 't1' } });
    });

    it('is not there for anyone else, nor on the read page', async () => {
      for (const [path, me] of [
        ['/edit/tags/t1', anonymousMe],
        ['/edit/tags/t1', memberMeByPath('Bob', canDo({ tag: { Edit: true } }))],
        ['/tags/t1', memberMe('Ada', SLUGGER)],
      ] as const) {
        const api = tagApi(me);
        const { unmount } = renderApp(path, api);
        await screen.findByRole('heading', { level: 1, name: 'Transport' });
        await waitFor(() => expect(api.callsTo('GET /me')).toHaveLength(1));
        expect(screen.queryByRole('textbox', { name: 'Slug' })).not.toBeInTheDocument();
        expect(api.callsTo('POST /slug/get')).toHaveLength(0);
        unmount();
      }
    });
  });
});
