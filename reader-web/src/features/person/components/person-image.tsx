import { useState } from 'react';
import { initialsOf } from '../initials';

/**
 * The person's picture, or (none, or it failed to load) a box with their initials: the spec's
 * "optional image with fallback".
 */
export function PersonImage({ name, imageURL }: { name: string; imageURL: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (imageURL && failed !== imageURL) {
    return (
      <img
        className="person__image"
        src={imageURL}
        alt={name}
        width={160}
        height={160}
        onError={() => setFailed(imageURL)}
      />
    );
  }
  return (
    <div className="person__image person__image--fallback" role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </div>
  );
}
