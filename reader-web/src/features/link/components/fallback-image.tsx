import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useImageAllowed } from '../../cookies/hooks/use-consent';

interface FallbackImageProps {
  src: string;
  className: string;
  /** Shown instead when there is no address or the image does not load. */
  fallback: ReactNode;
  width?: number;
  height?: number;
}

/**
 * An image from another site, replaced by its fallback when missing or broken, and until the
 * reader accepted all cookies (useImageAllowed). Shown only after hydration, an image may still
 * fail before its error handler is attached: the effect checks it.
 */
export function FallbackImage({ src, className, fallback, width, height }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const allowed = useImageAllowed(src);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) {
      setFailed(src);
    }
  }, [src, allowed]);
  if (src === '' || failed === src || !allowed) return <>{fallback}</>;
  return (
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
}
