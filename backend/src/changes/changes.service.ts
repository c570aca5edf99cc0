import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { lagTolerantQuery } from '../database/read-replicas.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { liveCondition } from '../revision/live-sql.js';
import { type ChangesCursor, encodeCursor, FEED_START } from './changes-cursor.js';
import type { ChangeDto, ChangesPageDto } from './changes.dto.js';

interface Row {
  id: string;
  xid: string;
  artifact_type: string;
  artifact_id: string;
  artifact_name: string;
  artifact_link: string;
  action_name: string;
  user_description: string;
  username_cased: string;
  created_at: Date;
  public: boolean;
}

/**
 * The recent-changes feed (MediaWiki's recentchanges, for mirrors following a dump): public
 * revisions in commit order.
 *
 * Revision ids say nothing of order, and transactions commit out of the order they began in, so
 * the feed orders by the writing transaction's id (revisions.xid) and lists only revisions whose
 * transaction is below the xmin of the query's own snapshot: no transaction below it can still
 * commit, so everything it lists is final and nothing can appear later before a cursor already
 * given. A revision of a still-running (or just committed) transaction waits for the next answer.
 * A long-running writing transaction holds the feed back (never wrong, only later).
 *
 * From a read replica the snapshot, and so its xmin, is the replica's: it lists only what the
 * replica has replayed up to its xmin, which is as final there as on the primary, and a cursor from
 * either continues on the other (at worst an answer from a lagging replica is empty and gives back
 * the cursor it was asked with).
 *
 * Public means what an anonymous reader sees in history: revisions of live content (neither the
 * item nor anything it lives under is deleted) of a registered kind, judged when the page is
 * read. A revision passed over then is not listed again should its item be restored.
 */
@Injectable()
export class ChangesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(after: ChangesCursor | undefined, limit: number): Promise<ChangesPageDto> {
    const cursor = after ?? FEED_START;
    const types = this.kinds.types();
    const visible = types.length
      ? types
          .map((type, i) => {
            const live = liveCondition(this.dataSource, this.kinds, type, 'r.artifact_id');
            return `(r.artifact_type = $${i + 4} AND ${live})`;
          })
          .join(' OR ')
      : 'false';
    // Scans at most limit + 1 revisions through IDX_revisions_commit_order, whatever is hidden.
    const { rows } = await lagTolerantQuery<Row>(this.dataSource, {
      text: `WITH scanned AS (
               SELECT id, xid, artifact_type, artifact_id, artifact_name, artifact_link,
                      action_name, user_description, username_cased, created_at
               FROM revisions
               WHERE xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
                 AND (xid, id) > ($1::bigint, $2::varchar)
               ORDER BY xid, id
               LIMIT $3)
             SELECT r.id, r.xid::text AS xid, r.artifact_type, r.artifact_id, r.artifact_name,
                    r.artifact_link, r.action_name, r.user_description, r.username_cased,
                    r.created_at, (${visible}) AS public
             FROM scanned r
             ORDER BY r.xid, r.id`,
      values: [cursor.xid, cursor.id, limit + 1, ...types],
    });
    const hasMore = rows.length > limit;
    const scanned = rows.slice(0, limit);
    const last = scanned.at(-1);
    return {
      Changes: scanned.filter((row) => row.public).map((row) => this.present(row)),
      NextCursor: encodeCursor(last ? { xid: last.xid, id: last.id } : cursor),
      HasMore: hasMore,
    };
  }

  private present(row: Row): ChangeDto {
    return {
      RevID: row.id,
      Kind: row.artifact_type,
      ItemID: row.artifact_id,
      Title: row.artifact_name,
      Action: row.action_name,
      Summary: row.user_description,
      Username: row.username_cased,
      Timestamp: row.created_at.toISOString(),
      URL: `${this.config.publicUrl}${row.artifact_link}`,
    };
  }
}
