import { useState } from 'react';
import { isOwnAddress, ThirdParty } from '../../cookies/components/third-party';
import { initialsOf } from '../../person/initials';

/**
 * A person's picture, or their initials when they have none (or it fails to load, or it is on
 * another site and the reader has not accepted all cookies).
 */
export function PersonImage({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const initials = (
    <span className="person-image person-image--fallback" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
  if (src && !failed) {
    const image = (
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
    return isOwnAddress(src) ? image : <ThirdParty fallback={initials}>{image}</ThirdParty>;
  }
  return initials;
}
