import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('tag page', () => {
  it('lists what carries the tag', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /tag/get': {
        body: {
          Tag: { TagID: 't1', Name: 'Transport', Link: '/tags/t1' },
          Description: 'Buses, trams, trains and roads.',
          Items: [
            { ArtifactType: 'convo', ArtifactID: 'c1', Title: 'Free buses?', Link: '/c/c1' },
            { ArtifactType: 'arg', ArtifactID: 'a1', Title: 'Less traffic', Link: '/a/a1' },
          ],
        },
      },
    });
    renderApp('/tags/t1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport' })).toBeInTheDocument();
    expect(api.callsTo('GET /tag/get')[0].search).toBe('?tagID=t1');
    expect(screen.getByText('Buses, trams, trains and roads.')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Tagged Transport' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free buses? Question',
      'Less traffic Argument',
    ]);
    expect(list.getByRole('link', { name: 'Less traffic' })).toHaveAttribute('href', '/a/a1');
    await waitFor(() => expect(document.title).toBe('Tag: Transport | Opinion Encyclopedia'));
  });
});
