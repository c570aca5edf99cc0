import { useState } from 'react';
import { useImageAllowed } from '../../cookies/hooks/use-consent';
import { initialsOf } from '../../person/initials';

/**
 * A person's picture, or their initials when they have none (or it fails to load, or it is on
 * another site and the reader has not accepted all cookies).
 */
export function PersonImage({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const allowed = useImageAllowed(src);
  if (src && !failed && allowed) {
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
