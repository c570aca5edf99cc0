import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/base-query';
import {
  IMAGE_ACCEPT,
  isAcceptedImageName,
  type UploadType,
  useUploadImageMutation,
} from '../api/upload-api';
import './image-uploader.css';

export interface ImageUploaderProps {
  type: UploadType;
  /** The question, category or person whose image this is; none for a profile image. */
  artifactID?: string;
  /** The current image's address; empty when there is none. */
  imageURL: string;
  alt: string;
  /** Called with the new image's address once the server stored it. */
  onUploaded?: (url: string) => void;
  /** The file input's label. */
  label?: string;
}

const WRONG_TYPE = 'Choose a .jpg, .jpeg, .gif or .png picture.';

/**
 * The current image (or an empty box) and a file input: a chosen picture is sent at once to
 * POST /api/upload/{type}; the box then shows the stored image. Errors show under the box.
 */
export function ImageUploader({
  type,
  artifactID,
  imageURL,
  alt,
  onUploaded,
  label = 'Upload a new image',
}: ImageUploaderProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [upload, { isLoading }] = useUploadImageMutation();
  const [uploaded, setUploaded] = useState<{ from: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the server stored last, until the page's own address for the image changes.
  const shown = uploaded && uploaded.from === imageURL ? uploaded.url : imageURL;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!isAcceptedImageName(file.name)) {
      setError(WRONG_TYPE);
      input.value = '';
      return;
    }
    setError(null);
    try {
      const result = await upload({ type, artifactID, image: file }).unwrap();
      setUploaded({ from: imageURL, url: result.ImageURL });
      onUploaded?.(result.ImageURL);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      // The same file may be chosen again after an error.
      input.value = '';
    }
  }

  return (
    <div className="image-uploader" aria-busy={isLoading}>
      <div className="image-uploader__box">
        {shown ? (
          <img className="image-uploader__image" src={shown} alt={alt} />
        ) : (
          <div className="image-uploader__fallback" role="img" aria-label={`${alt}: no image yet`}>
            No image yet
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="form-error image-uploader__error">
          {error}
        </p>
      )}
      <label htmlFor={inputId} className="image-uploader__label">
        {label}
      </label>
      <input
        id={inputId}
        className="image-uploader__input"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={isLoading}
        onChange={handleChange}
        aria-describedby={error ? errorId : undefined}
      />
      {isLoading && (
        <p role="status" className="image-uploader__status">
          Submitting...
        </p>
      )}
      <p className="image-uploader__hint muted">
        A .jpg, .jpeg, .gif or .png picture, at most 5 MB.
      </p>
    </div>
  );
}
