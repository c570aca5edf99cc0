import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import {
  NEW_IMAGE as NEW,
  nodeFilesForThisFile,
  STORED_IMAGE as OLD,
} from '../../../test/node-files';
import { withUploads } from '../../upload/fake-uploads';
import { initialsOf } from '../initials';

const { png } = nodeFilesForThisFile();

function personPage(ImageURL: string) {
  return {
    Person: {
      PersonID: 'pers1',
      Name: 'Grace Hopper',
      ImageURL,
      PathAlias: 'grace-hopper',
      Link: '/person/grace-hopper',
    },
    Quotes: [],
    HasMore: false,
  };
}

describe("a person's image", () => {
  it('stands in with initials when there is none', () => {
    expect(initialsOf('Grace Brewster Murray Hopper')).toBe('GH');
    expect(initialsOf('  plato ')).toBe('P');
    expect(initialsOf('Émile Durkheim')).toBe('ÉD');
    expect(initialsOf('')).toBe('');
  });

  it('falls back to the initials when the picture cannot be loaded', async () => {
    renderApp(
      '/person/grace-hopper',
      createFakeApi({ 'GET /me': anonymousMe, 'GET /person/get': { body: personPage(OLD) } }),
    );
    const image = await screen.findByRole('img', { name: 'Grace Hopper' });
    expect(image).toHaveAttribute('src', OLD);
    fireEvent.error(image);
    expect(await screen.findByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  });

  it('is uploaded as a personimage in edit mode, and the page is asked again', async () => {
    let image = '';
    const api = withUploads(
      createFakeApi({
        'GET /me': { body: { ...memberMe('Ada').body, CanEdit: true } },
        'GET /person/get': () => ({ body: personPage(image) }),
      }),
      (call) => {
        image = NEW;
        expect(JSON.parse(call.extraParams!)).toEqual({ artifactID: 'pers1' });
        return { body: { ImageURL: NEW, RevID: 'r1' } };
      },
    );
    const { user } = renderApp('/edit/person/pers1', api);
    const input = await screen.findByLabelText('Upload a new image of this person');
    expect(screen.getByRole('img', { name: 'Grace Hopper: no image yet' })).toBeInTheDocument();

    await user.upload(input, png('grace.png'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute('src', NEW),
    );
    expect(api.uploads.map((call) => call.path)).toEqual(['/upload/personimage']);
    await waitFor(() => expect(api.callsTo('GET /person/get')).toHaveLength(2));
  });
});
