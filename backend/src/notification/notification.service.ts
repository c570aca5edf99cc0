import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NotificationListDto, UnreadDto } from './notification.dto.js';
import { NotificationEntity } from './notification.entity.js';
import { toNotification } from './notification.presenter.js';
import { UnreadCounts } from './unread-counts.js';

/** A reader's own notifications: a page of them, and marking them read. */
@Injectable()
export class NotificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly unread: UnreadCounts,
  ) {}

  /** Newest first (by their latest happening), continued before the last page's Next. */
  async list(userId: string, limit: number, before?: string): Promise<NotificationListDto> {
    const query = this.dataSource.manager
      .createQueryBuilder(NotificationEntity, 'n')
      .where('n.userId = :userId', { userId })
      .orderBy('n.updatedAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(limit + 1);
    if (before !== undefined) {
      const known = await this.dataSource.manager.exists(NotificationEntity, {
        where: { id: before, userId },
      });
      if (!known) throw new BadRequestException('Before must be the Next of an earlier page.');
      query.andWhere(
        '(n.updated_at, n.id) < (SELECT c.updated_at, c.id FROM notifications c WHERE c.id = :before)',
        { before },
      );
    }
    const rows = await query.getMany();
    const page = rows.slice(0, limit);
    return {
      Notifications: page.map(toNotification),
      Unread: await this.unread.of(userId),
      Next: rows.length > limit ? page[page.length - 1].id : null,
    };
  }

  /** Marks these of the reader's notifications read (anyone else's are left as they are). */
  markRead(userId: string, ids: readonly string[]): Promise<UnreadDto> {
    return this.mark(userId, 'AND id = ANY($2::bigint[])', [[...new Set(ids)]]);
  }

  markAllRead(userId: string): Promise<UnreadDto> {
    return this.mark(userId, '', []);
  }

  private async mark(userId: string, where: string, params: unknown[]): Promise<UnreadDto> {
    const changed = await this.dataSource.transaction(async (manager) => {
      // A WITH around the UPDATE: TypeORM answers an UPDATE's rows with its count.
      const rows = (await manager.query(
        `WITH marked AS (
           UPDATE notifications SET read_at = now()
            WHERE user_id = $1 AND read_at IS NULL ${where} RETURNING id
         ) SELECT id FROM marked`,
        [userId, ...params],
      )) as unknown[];
      if (rows.length > 0) await UnreadCounts.noticeIn(manager, [userId]);
      return rows.length > 0;
    });
    if (changed) this.unread.changed([userId]);
    return { Unread: await this.unread.of(userId) };
  }
}
