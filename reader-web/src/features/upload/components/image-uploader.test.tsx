import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { nodeFilesForThisFile, STORED_IMAGE as STORED } from '../../../test/node-files';
import { PNG_BYTES, withUploads } from '../fake-uploads';
import { ImageUploader } from './image-uploader';

const { file, png } = nodeFilesForThisFile();

describe('ImageUploader', () => {
  it("sends the picture and the artifact's id, says Submitting..., then shows the stored image", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = withUploads(createFakeApi({ 'GET /me': anonymousMe }), async () => {
      await gate;
      return { body: { ImageURL: STORED, RevID: 'r1' } };
    });
    const onUploaded = jest.fn();
    const { user } = renderWithStore(
      <ImageUploader
        type="convoimage"
        artifactID="c1"
        imageURL=""
        alt="The question's image"
        onUploaded={onUploaded}
      />,
      api,
    );
    expect(screen.getByRole('img', { name: "The question's image: no image yet" })).toBeVisible();
    const input = screen.getByLabelText('Upload a new image');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.gif,.png');

    await user.upload(input, png());
    expect(await screen.findByRole('status')).toHaveTextContent('Submitting...');
    expect(input).toBeDisabled();
    release();

    await waitFor(() =>
      expect(screen.getByRole('img', { name: "The question's image" })).toHaveAttribute(
        'src',
        STORED,
      ),
    );
    expect(onUploaded).toHaveBeenCalledWith(STORED);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.uploads).toHaveLength(1);
    const [call] = api.uploads;
    expect(call.path).toBe('/upload/convoimage');
    expect(call.image?.name).toBe('me.png');
    expect(new Uint8Array(await call.image!.arrayBuffer())).toEqual(PNG_BYTES);
    expect(JSON.parse(call.extraParams!)).toEqual({ artifactID: 'c1' });
  });

  it('sends no extraParams for a profile image', async () => {
    const api = withUploads(createFakeApi({ 'GET /me': anonymousMe }), () => ({
      body: { ImageURL: STORED },
    }));
    const { user } = renderWithStore(
      <ImageUploader type="profileimage" imageURL="/api/user/profileimage/ada" alt="Ada" />,
      api,
    );
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute(
      'src',
      '/api/user/profileimage/ada',
    );
    await user.upload(screen.getByLabelText('Upload a new image'), png('me.JPG'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', STORED),
    );
    expect(api.uploads[0].path).toBe('/upload/profileimage');
    expect(api.uploads[0].extraParams).toBeNull();
  });

  it("shows the server's error under the image box and keeps the image", async () => {
    const api = withUploads(createFakeApi({ 'GET /me': anonymousMe }), () => ({
      status: 415,
      body: { error: 'image must be a JPEG, GIF or PNG picture (.jpg, .jpeg, .gif, .png).' },
    }));
    const { user, container } = renderWithStore(
      <ImageUploader type="personimage" artifactID="p1" imageURL={STORED} alt="Ada Lovelace" />,
      api,
    );
    await user.upload(screen.getByLabelText('Upload a new image'), png('forged.png'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'image must be a JPEG, GIF or PNG picture (.jpg, .jpeg, .gif, .png).',
    );
    // Right under the box.
    expect(container.querySelector('.image-uploader__box')?.nextElementSibling).toBe(alert);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', STORED);
    expect(screen.getByLabelText('Upload a new image')).toBeEnabled();
  });

  it('refuses another kind of file before sending anything', async () => {
    const api = withUploads(createFakeApi({ 'GET /me': anonymousMe }), () => ({
      body: { ImageURL: STORED },
    }));
    renderWithStore(
      <ImageUploader type="categoryimage" artifactID="k1" imageURL="" alt="Category" />,
      api,
    );
    const input = screen.getByLabelText('Upload a new image');
    // As a browser lets through when "All files" is chosen in its dialog.
    fireEvent.change(input, {
      target: { files: [file(['<svg/>'], 'drawing.svg', 'image/svg+xml')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a .jpg, .jpeg, .gif or .png picture.',
    );
    expect(api.uploads).toHaveLength(0);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
