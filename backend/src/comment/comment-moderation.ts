import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { NotificationEvents } from '../notification/notification-events.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { CommentNotifications, THREAD_TYPES } from './comment-notifications.js';
import type { Author } from '../revision/write-path.service.js';
import { CommentEntity, CommentReportEntity, type ReportResolution } from './comment.entity.js';

/** What a moderator decides about a reported comment. */
export type ReportDecision = 'dismiss' | 'delete';

type Who = Pick<Author, 'id' | 'usernameCased'>;

/**
 * Moderation of comments: removal by someone other than the author and the resolution of
 * reports, each in one transaction with its audit log entry.
 */
@Injectable()
export class CommentModeration {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
    private readonly audit: AuditLog,
    private readonly notifications: CommentNotifications,
  ) {}

  /** The reader paths of threads' pages, by thread id (threads that no longer exist have none). */
  async threadLinks(
    threadIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, string>> {
    const links = new Map<string, string>();
    let missing = [...new Set(threadIds)];
    for (const type of THREAD_TYPES) {
      if (missing.length === 0) break;
      if (!this.kinds.has(type)) continue;
      const kind = this.kinds.get(type);
      const rows = (await manager.find(kind.entity, {
        where: { id: In(missing) } as never,
      })) as Array<{ id: string }>;
      for (const row of rows) links.set(row.id, kind.link(row));
      missing = missing.filter((id) => !links.has(id));
    }
    return links;
  }

  /**
   * A moderator's (or admin's) deletion of someone else's comment, inside `manager`'s
   * transaction: soft-deletes it with reason moderator, resolves its open reports as deleted and
   * records commentRemove. False when it was already deleted (nothing is recorded then).
   */
  async removeIn(
    manager: EntityManager,
    comment: Pick<CommentEntity, 'id' | 'threadId' | 'usernameCased'>,
    actor: Who,
    reason: string,
  ): Promise<boolean> {
    const removed = await manager.update(
      CommentEntity,
      { id: comment.id, deletedAt: IsNull() },
      { deletedAt: new Date(), deletedReason: 'moderator' },
    );
    if (!removed.affected) return false;
    await this.resolveOpenIn(manager, comment, 'deleted', actor);
    await this.audit.record(manager, {
      action: 'commentRemove',
      actor,
      target: await this.target(manager, comment),
      reason,
    });
    return true;
  }

  /**
   * Resolves the open reports of each comment: 'dismiss' leaves the comment (reportDismiss),
   * 'delete' deletes it with reason moderator (commentRemove). One transaction; the comments are
   * locked in id order, so concurrent resolutions of the same comment run one after the other and
   * only the first finds open reports. Returns the ids it resolved; 409 when it resolved none.
   */
  async resolve(
    ids: string[],
    decision: ReportDecision,
    actor: Who,
    reason: string,
  ): Promise<string[]> {
    const sorted = [...new Set(ids)].sort();
    return this.dataSource.transaction(async (manager) => {
      const comments = await manager.find(CommentEntity, {
        where: { id: In(sorted) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const resolved: string[] = [];
      for (const comment of comments) {
        if (decision === 'delete') {
          // Resolve first: a comment whose reports were all resolved meanwhile is left alone.
          if (!(await this.hasOpenReports(manager, comment.id))) continue;
          if (!(await this.removeIn(manager, comment, actor, reason)))
            await this.resolveOpenIn(manager, comment, 'deleted', actor);
        } else {
          if (!(await this.resolveOpenIn(manager, comment, 'dismissed', actor))) continue;
          await this.audit.record(manager, {
            action: 'reportDismiss',
            actor,
            target: await this.target(manager, comment),
            reason,
          });
        }
        resolved.push(comment.id);
      }
      if (resolved.length === 0) {
        const reported = await manager.exists(CommentReportEntity, {
          where: { commentId: In(sorted) },
        });
        if (!reported)
          throw new NotFoundException(
            sorted.length === 1
              ? `There are no reports of comment ${sorted[0]}.`
              : 'None of these comments has been reported.',
          );
        throw new ConflictException(
          sorted.length === 1
            ? 'The reports of this comment have already been resolved.'
            : 'The reports of these comments have already been resolved.',
        );
      }
      return resolved;
    });
  }

  private hasOpenReports(manager: EntityManager, commentId: string): Promise<boolean> {
    return manager.exists(CommentReportEntity, { where: { commentId, resolved: false } });
  }

  /** Marks a comment's open reports resolved; false when it had none open. */
  private async resolveOpenIn(
    manager: EntityManager,
    { id: commentId, threadId }: Pick<CommentEntity, 'id' | 'threadId'>,
    resolution: ReportResolution,
    actor: Who,
  ): Promise<boolean> {
    // A WITH around the UPDATE: TypeORM answers an UPDATE's rows with its count.
    const reporters = (await manager.query(
      `WITH r AS (
         UPDATE comment_reports SET resolved = true, resolved_by = $2, resolved_at = now(), resolution = $3
          WHERE comment_id = $1 AND resolved = false RETURNING user_id
       ) SELECT user_id FROM r`,
      [commentId, actor.id, resolution],
    )) as { user_id: string }[];
    if (reporters.length === 0) return false;
    const thread = await this.notifications.thread(manager, threadId);
    if (thread)
      await NotificationEvents.record(manager, {
        reason: 'report',
        actorId: actor.id,
        actorName: actor.usernameCased,
        subjectType: 'comment',
        subjectId: commentId,
        subjectName: thread.kind.name(thread.row),
        link: this.notifications.link(thread, commentId),
        recipients: reporters.map((r) => r.user_id),
      });
    return true;
  }

  private async target(
    manager: EntityManager,
    comment: Pick<CommentEntity, 'id' | 'threadId' | 'usernameCased'>,
  ) {
    const links = await this.threadLinks([comment.threadId], manager);
    return {
      type: 'comment',
      id: comment.id,
      name: `a comment by ${comment.usernameCased}`,
      link: links.get(comment.threadId) ?? '',
    };
  }
}
