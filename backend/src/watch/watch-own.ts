import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ContentHooks } from '../revision/content-hooks.js';
import { MAX_WATCHES_PER_USER } from './watch.dto.js';
import { WATCH_TARGETS } from './watch-targets.js';

const WATCHABLE = new Set<string>(WATCH_TARGETS);

/**
 * Watches what one creates or edits (MediaWiki's "add pages I edit to my watchlist"), in the
 * revision's transaction, unless the author's notification_settings.watch_own is false (no row:
 * true). A level the reader chose (muted, say) is never overridden; an expired watch is renewed.
 * Past the per-user cap, nothing is added.
 */
@Injectable()
export class WatchOwn implements OnModuleInit {
  constructor(private readonly hooks: ContentHooks) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, kind, revision }) => {
      if (!WATCHABLE.has(kind.type)) return;
      await manager.query(
        `INSERT INTO watches (user_id, target_type, target_id, level)
         SELECT $1::varchar, $2::varchar, $3::varchar, 'watching'::watch_level
          WHERE coalesce((SELECT watch_own FROM notification_settings WHERE user_id = $1), true)
            AND (SELECT count(*) FROM (SELECT 1 FROM watches WHERE user_id = $1 LIMIT $4::int) held) < $4::int
         ON CONFLICT (user_id, target_type, target_id) DO UPDATE
            SET level = 'watching', expires_at = NULL, updated_at = now()
          WHERE watches.expires_at <= now()`,
        [revision.userId, kind.type, revision.artifactId, MAX_WATCHES_PER_USER],
      );
    });
  }
}
