import { useState } from 'react';
import { isOwnAddress, ThirdParty } from '../../cookies/components/third-party';
import { initialsOf } from '../initials';

/**
 * The person's picture, or (none, or it failed to load) a box with their initials: the spec's
 * "optional image with fallback". A picture on another site waits for the reader's consent.
 */
export function PersonImage({ name, imageURL }: { name: string; imageURL: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = (
    <div className="person__image person__image--fallback" role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </div>
  );
  if (imageURL && failed !== imageURL) {
    const image = (
      <img
        className="person__image"
        src={imageURL}
        alt={name}
        width={160}
        height={160}
        onError={() => setFailed(imageURL)}
      />
    );
    return isOwnAddress(imageURL) ? image : <ThirdParty fallback={initials}>{image}</ThirdParty>;
  }
  return initials;
}
