import { useState } from 'react';
import { initialsOf } from '../../person/initials';

/** A person's picture, or their initials when they have none (or it fails to load). */
export function PersonImage({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className="person-image"
        src={src}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="person-image person-image--fallback" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
