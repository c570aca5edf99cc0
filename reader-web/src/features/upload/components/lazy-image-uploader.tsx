import { lazy, Suspense } from 'react';
import type { ImageUploaderProps } from './image-uploader';

const Uploader = lazy(() => import('./image-uploader').then((m) => ({ default: m.ImageUploader })));

/**
 * The ImageUploader, loaded when first shown (edit mode): a read page's first load carries none of
 * its code. Until it arrives, the current image shows as it will in the uploader's box.
 */
export function LazyImageUploader(props: ImageUploaderProps) {
  const fallback = (
    <div className="image-uploader" aria-busy="true">
      {props.imageURL && <img className="artifact__image" src={props.imageURL} alt={props.alt} />}
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <Uploader {...props} />
    </Suspense>
  );
}
