import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMeByPath } from '../../../test/fake-api';
import { convoPage } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';
import {
  NEW_IMAGE as NEW,
  nodeFilesForThisFile,
  STORED_IMAGE as OLD,
} from '../../../test/node-files';
import { withUploads } from '../fake-uploads';

const { png } = nodeFilesForThisFile();

describe("the question's image", () => {
  it('shows on the read page, without an uploader', async () => {
    const { container } = renderApp(
      '/c/convo1',
      createFakeApi({
        'GET /me': anonymousMe,
        'GET /convo/get': { body: convoPage({ ImageURL: OLD }) },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Should public transport be free?' });
    expect(container.querySelector('img.artifact__image')).toHaveAttribute('src', OLD);
    expect(screen.queryByLabelText(/Upload a new image/)).not.toBeInTheDocument();
  });

  it('has an uploader in edit mode: the upload changes the image and the page is asked again', async () => {
    let image = OLD;
    const api = withUploads(
      createFakeApi({
        'GET /me': memberMeByPath('Ada'),
        'GET /convo/get': () => ({ body: convoPage({ ImageURL: image }) }),
      }),
      (call) => {
        image = NEW;
        expect(JSON.parse(call.extraParams!)).toEqual({ artifactID: 'convo1' });
        return { body: { ImageURL: NEW, RevID: 'r1' } };
      },
    );
    const { user } = renderApp('/edit/c/convo1', api);
    const input = await screen.findByLabelText('Upload a new image for the question');
    expect(screen.getByRole('img', { name: "The question's image" })).toHaveAttribute('src', OLD);

    await user.upload(input, png('bus.png'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "The question's image" })).toHaveAttribute('src', NEW),
    );
    expect(api.uploads.map((call) => call.path)).toEqual(['/upload/convoimage']);
    await waitFor(() => expect(api.callsTo('GET /convo/get')).toHaveLength(2));
  });
});
