import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../common/access.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ContentReader } from '../revision/content-reader.js';
import type { ContentEntity } from '../revision/content-kinds.js';
import { UserEntity } from '../users/user.entity.js';
import {
  MAX_WATCHES_PER_USER,
  type WatchChangesDto,
  type WatchlistDto,
  type WatchStateDto,
  type WatchTargetQueryDto,
} from './watch.dto.js';
import {
  type ChangeRow,
  changeDto,
  type Resolved,
  watchlistItem,
  type WatchRow,
} from './watch.presenter.js';
import {
  EXPIRY_DAYS,
  type WatchExpiry,
  type WatchLevel,
  type WatchTarget,
  watchKey,
} from './watch-targets.js';

/** A watched thing, resolved. */
export interface Target {
  type: WatchTarget;
  id: string;
}

/** A watch that still counts: set for good or until a time not yet come. */
const UNEXPIRED = '(expires_at IS NULL OR expires_at > now())';

const TOO_MANY = `You follow ${MAX_WATCHES_PER_USER} things, the most one can; stop following some at /app/watchlist first.`;

/**
 * Who follows what (watches): each reader's own, and how many follow a thing (never who). The
 * notifications and digests read watches themselves; this is the reader's side.
 */
@Injectable()
export class WatchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
    private readonly content: ContentReader,
  ) {}

  /** The thing a request names: its id, or for a user their username (404 when none has it). */
  async target(q: WatchTargetQueryDto): Promise<Target> {
    if (q.Username !== undefined && q.TargetType !== 'user')
      throw new BadRequestException('Username names a user only: give TargetID.');
    if (q.TargetID !== undefined) return { type: q.TargetType, id: q.TargetID };
    const user = await this.dataSource.manager.findOne(UserEntity, {
      where: { username: q.Username!.toLowerCase() },
      select: { id: true },
    });
    if (!user) throw new NotFoundException('There is no such user.');
    return { type: 'user', id: user.id };
  }

  async state(user: Actor, { type, id }: Target): Promise<WatchStateDto> {
    await this.requireLive(type, id);
    return this.stateOf(this.dataSource.manager, user, type, id);
  }

  async set(
    user: Actor,
    { type, id }: Target,
    level: WatchLevel,
    expiry: WatchExpiry | null | undefined,
  ): Promise<WatchStateDto> {
    await this.requireLive(type, id);
    const days = expiry ? EXPIRY_DAYS[expiry] : null;
    return this.dataSource.transaction(async (manager) => {
      // The account's row lock makes one reader's concurrent watches count one after another.
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const [{ held, has }] = (await manager.query(
        `SELECT count(*)::int AS held,
                bool_or(target_type = $2 AND target_id = $3) AS has
           FROM watches WHERE user_id = $1 AND ${UNEXPIRED}`,
        [user.id, type, id],
      )) as { held: number; has: boolean | null }[];
      if (!has && held >= MAX_WATCHES_PER_USER) throw new ConflictException(TOO_MANY);
      await manager.query(
        `INSERT INTO watches (user_id, target_type, target_id, level, expires_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL
                                      ELSE now() + make_interval(days => $5::int) END)
         ON CONFLICT (user_id, target_type, target_id)
         DO UPDATE SET level = EXCLUDED.level, updated_at = now(),
            expires_at = CASE WHEN $6 AND (watches.expires_at IS NULL OR watches.expires_at > now())
                              THEN watches.expires_at ELSE EXCLUDED.expires_at END`,
        [user.id, type, id, level, days, expiry === undefined],
      );
      return this.stateOf(manager, user, type, id);
    });
  }

  /** Stops following; allowed whatever became of the thing (a deleted one leaves the list). */
  async remove(user: Actor, { type, id }: Target): Promise<WatchStateDto> {
    await this.dataSource.query(
      'DELETE FROM watches WHERE user_id = $1 AND target_type = $2 AND target_id = $3',
      [user.id, type, id],
    );
    return {
      Level: null,
      ExpiresAt: null,
      Watchers: await this.watchers(this.dataSource.manager, type, id),
    };
  }

  async list(user: Actor, offset: number, limit: number): Promise<WatchlistDto> {
    const rows = (await this.dataSource.query(
      `SELECT target_type, target_id, level, expires_at, count(*) OVER ()::int AS total
         FROM watches WHERE user_id = $1 AND ${UNEXPIRED}
        ORDER BY updated_at DESC, target_type, target_id
        OFFSET $2 LIMIT $3`,
      [user.id, offset, limit],
    )) as (WatchRow & { total: number })[];
    const total =
      rows[0]?.total ??
      (
        (await this.dataSource.query(
          `SELECT count(*)::int AS n FROM watches WHERE user_id = $1 AND ${UNEXPIRED}`,
          [user.id],
        )) as { n: number }[]
      )[0].n;
    const resolved = await this.resolve(rows);
    return {
      Watches: rows.map((row) =>
        watchlistItem(row, resolved.get(watchKey(row.target_type, row.target_id))),
      ),
      Total: total,
    };
  }

  /**
   * The events about what the reader follows (muted and expired watches aside), newest first:
   * the rows of notification_events whose targets overlap the reader's watch keys (a GIN index),
   * the keys passed as one array (at most MAX_WATCHES_PER_USER of them).
   */
  async changes(user: Actor, before: string | undefined, limit: number): Promise<WatchChangesDto> {
    const [{ keys }] = (await this.dataSource.query(
      `SELECT coalesce(array_agg(target_type || ':' || target_id), '{}') AS keys
         FROM (SELECT target_type, target_id FROM watches
                WHERE user_id = $1 AND level <> 'muted' AND ${UNEXPIRED}
                LIMIT $2) w`,
      [user.id, MAX_WATCHES_PER_USER],
    )) as { keys: string[] }[];
    if (keys.length === 0) return { Changes: [], Next: null };
    const rows = (await this.dataSource.query(
      `SELECT id, reason, actor_name, subject_type, subject_id, subject_name, link, created_at
         FROM notification_events
        WHERE targets && $1::text[] AND ($2::bigint IS NULL OR id < $2::bigint)
        ORDER BY id DESC LIMIT $3`,
      [keys, before ?? null, limit + 1],
    )) as ChangeRow[];
    const page = rows.slice(0, limit);
    return {
      Changes: page.map(changeDto),
      Next: rows.length > limit ? String(page[page.length - 1].id) : null,
    };
  }

  private async stateOf(
    manager: EntityManager,
    user: Actor,
    type: WatchTarget,
    id: string,
  ): Promise<WatchStateDto> {
    const [own] = (await manager.query(
      `SELECT level, expires_at FROM watches
        WHERE user_id = $1 AND target_type = $2 AND target_id = $3 AND ${UNEXPIRED}`,
      [user.id, type, id],
    )) as { level: WatchLevel; expires_at: Date | null }[];
    return {
      Level: own?.level ?? null,
      ExpiresAt: own?.expires_at?.toISOString() ?? null,
      Watchers: await this.watchers(manager, type, id),
    };
  }

  private async watchers(manager: EntityManager, type: WatchTarget, id: string): Promise<number> {
    const [{ n }] = (await manager.query(
      `SELECT count(*)::int AS n FROM watches
        WHERE target_type = $1 AND target_id = $2 AND level <> 'muted' AND ${UNEXPIRED}`,
      [type, id],
    )) as { n: number }[];
    return n;
  }

  /** 404 unless the thing exists and neither it nor what it lives under is deleted. */
  private async requireLive(type: WatchTarget, id: string): Promise<void> {
    const live =
      type === 'user'
        ? await this.dataSource.manager.exists(UserEntity, { where: { id } })
        : (await this.content.liveChain(type, id)) !== null;
    if (!live) throw new NotFoundException(`There is no such ${this.nounOf(type)}.`);
  }

  private nounOf(type: WatchTarget): string {
    return type === 'user' ? 'user' : this.kinds.get(type).noun;
  }

  /** The names and reader paths of a page of watches, one query per kind. */
  private async resolve(rows: WatchRow[]): Promise<Map<string, Resolved>> {
    const byType = new Map<WatchTarget, string[]>();
    for (const row of rows)
      byType.set(row.target_type, [...(byType.get(row.target_type) ?? []), row.target_id]);
    const resolved = new Map<string, Resolved>();
    for (const [type, ids] of byType) {
      if (type === 'user') {
        const users = await this.dataSource.manager.find(UserEntity, {
          where: { id: In(ids) },
          select: { id: true, username: true, usernameCased: true },
        });
        for (const u of users)
          resolved.set(watchKey(type, u.id), {
            name: u.usernameCased,
            path: `/u/${encodeURIComponent(u.username)}`,
          });
        continue;
      }
      const kind = this.kinds.get(type);
      const entities = (await this.dataSource.manager.find(kind.entity, {
        where: { id: In(ids) } as never,
      })) as ContentEntity[];
      for (const entity of entities)
        resolved.set(watchKey(type, entity.id), {
          name: kind.name(entity),
          path: kind.link(entity, this.kinds),
        });
    }
    return resolved;
  }
}
