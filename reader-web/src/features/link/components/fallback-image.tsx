import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isOwnAddress, ThirdParty } from '../../cookies/components/third-party';

interface FallbackImageProps {
  src: string;
  className: string;
  /** Shown instead when there is no address or the image does not load (nothing when absent). */
  fallback?: ReactNode;
  width?: number;
  height?: number;
}

/**
 * An image from another site, replaced by its fallback when missing or broken, and until the
 * reader accepted all cookies (ThirdParty). A server-rendered image (this site's own) may fail
 * before the page hydrates (its error event is then lost): the effect checks it.
 */
export function FallbackImage({ src, className, fallback, width, height }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) {
      setFailed(src);
    }
  }, [src]);
  if (src === '' || failed === src) return <>{fallback}</>;
  const image = (
    <img
      ref={ref}
      src={src}
      alt=""
      className={className}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
  return isOwnAddress(src) ? image : <ThirdParty fallback={fallback}>{image}</ThirdParty>;
}
