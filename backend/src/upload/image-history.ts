import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IMAGE_PATH_PREFIX } from '../common/image-url.js';
import { ContentHooks } from '../revision/content-hooks.js';

const IMAGE_ID = new RegExp(`${IMAGE_PATH_PREFIX.replaceAll('/', '\\/')}([0-9a-f]{64})`, 'g');

/** The ids of the images that texts name by their URLs (/api/image/{id}), once each. */
export function imagesNamed(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(IMAGE_ID)].map((m) => m[1])))];
}

/**
 * Marks the images a revision names (in the content's state after it, or as a value it replaced)
 * as kept by history, in the revision's transaction: a revert or an undo may bring them back, so
 * the image clean-up (image-cleanup.ts) never removes them. The update locks the image's row, so a
 * clean-up removing it at the same moment waits and then sees the mark.
 */
@Injectable()
export class ImageHistory implements OnModuleInit {
  constructor(private readonly hooks: ContentHooks) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, revision }) => {
      const ids = imagesNamed(JSON.stringify(revision.snapshot), JSON.stringify(revision.diff));
      if (ids.length === 0) return;
      await manager.query(
        'UPDATE images SET in_history = true WHERE id = ANY($1) AND NOT in_history',
        [ids],
      );
    });
  }
}
