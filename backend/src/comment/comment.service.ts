import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { ArgService } from '../arg/arg.service.js';
import { ConvoService } from '../convo/convo.service.js';
import { ReqService } from '../req/req.service.js';
import { newId } from '../common/ids.js';
import { isUniqueViolation } from '../common/errors.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { canAccess, requireAccess } from '../common/access.js';
import { charCount, stripControlChars } from '../common/text-rules.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  COMMENT_MAX,
  type CommentDto,
  type CommentsDto,
  type RepliesDto,
  type NewCommentDto,
} from './comment.dto.js';
import { CommentModeration } from './comment-moderation.js';
import { CommentNotifications } from './comment-notifications.js';
import { repliesPage, threadPage } from './comment-pages.js';
import { buildTree, threadRow } from './comment.presenter.js';
import { CommentEntity, CommentReportEntity, type ReportReason } from './comment.entity.js';

type ThreadPageQuery = { limit?: number; cursor?: string };

function cleanBody(field: string, raw: string): string {
  const body = stripControlChars(raw).replace(/\r\n?/g, '\n').trim();
  if (!body) throw new BadRequestException(`${field} must not be empty.`);
  const length = charCount(body);
  if (length > COMMENT_MAX)
    throw new BadRequestException(
      `The comment must be at most ${COMMENT_MAX} characters; it has ${length}.`,
    );
  return body;
}

@Injectable()
export class CommentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimitService,
    private readonly convos: ConvoService,
    private readonly args: ArgService,
    private readonly reqs: ReqService,
    private readonly moderation: CommentModeration,
    private readonly notifications: CommentNotifications,
  ) {}

  /**
   * Threads belong to questions and arguments (requests and articles join them later). A thread
   * under a deleted question, or an argument whose position or question is deleted, is gone for
   * reading and writing alike.
   */
  private async requireThread(threadId: string): Promise<void> {
    // A thread is a question's, an argument's or a request's (its discussion): all asked at once,
    // one round trip's wait.
    const live = await Promise.all([
      this.convos.isLive(threadId),
      this.args.isLive(threadId),
      this.reqs.isLive(threadId),
    ]);
    if (!live.includes(true))
      throw new NotFoundException(`There is no comment thread ${threadId}.`);
  }

  private async require(id: string): Promise<CommentEntity> {
    const comment = await this.dataSource.manager.findOneBy(CommentEntity, { id });
    if (!comment) throw new NotFoundException(`There is no comment ${id}.`);
    return comment;
  }

  /** A comment whose thread is still there: comments under deleted content cannot change. */
  private async requireInLiveThread(id: string): Promise<CommentEntity> {
    const comment = await this.require(id);
    await this.requireThread(comment.threadId);
    return comment;
  }

  async thread(
    threadId: string,
    viewer: UserEntity | undefined,
    page: ThreadPageQuery = {},
  ): Promise<CommentsDto> {
    await this.requireThread(threadId);
    const found = await threadPage(this.dataSource.manager, threadId, page);
    return {
      ...found,
      canDeleteComments: canAccess(viewer, 'delete', 'comment'),
      ReportedByMe: viewer ? await this.reportedBy(viewer.id, found.Comments) : [],
    };
  }

  /** Which of these comments (and their replies shown) the reader has reported. */
  private async reportedBy(userId: string, comments: CommentDto[]): Promise<string[]> {
    const ids: string[] = [];
    const walk = (list: CommentDto[]) => {
      for (const c of list) {
        ids.push(c.CommentID);
        walk(c.Children);
      }
    };
    walk(comments);
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(
      'SELECT comment_id FROM comment_reports WHERE user_id = $1 AND comment_id = ANY($2)',
      [userId, ids],
    )) as { comment_id: string }[];
    return rows.map((r) => r.comment_id);
  }

  /** Further replies under a top-level comment (a thread page brings only the first ones). */
  async replies(commentId: string, page: ThreadPageQuery = {}): Promise<RepliesDto> {
    const comment = await this.requireInLiveThread(commentId);
    if (comment.parentId !== null)
      throw new BadRequestException('commentID must be a top-level comment of its thread.');
    return repliesPage(this.dataSource.manager, comment.threadId, comment.id, page);
  }

  async create(user: UserEntity, dto: NewCommentDto): Promise<CommentDto> {
    const body = cleanBody('body', dto.body);
    await this.requireThread(dto.threadID);
    let parent: CommentEntity | undefined;
    if (dto.parentID) {
      parent = await this.require(dto.parentID);
      if (parent.threadId !== dto.threadID)
        throw new BadRequestException('parentID must be a comment of the same thread.');
    }
    await this.rateLimits.consume('commentsPerUser', user.id);
    // The comment and its notification events commit together.
    const comment = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(CommentEntity, {
          id: newId(),
          threadId: dto.threadID,
          parentId: parent?.id ?? null,
          userId: user.id,
          usernameCased: user.usernameCased,
          body,
        }),
      );
      await this.notifications.created(manager, saved, parent, user);
      return saved;
    });
    const tree = buildTree((parent ? [parent, comment] : [comment]).map(threadRow));
    return parent ? tree[0].Children[0] : tree[0];
  }

  async edit(user: UserEntity, commentId: string, newBody: string): Promise<CommentDto> {
    const body = cleanBody('newBody', newBody);
    const comment = await this.requireInLiveThread(commentId);
    requireAccess(user, 'edit', { kind: 'comment', ownerId: comment.userId });
    if (comment.deletedAt) throw new ConflictException('This comment has been deleted.');
    if (comment.body !== body) {
      comment.body = body;
      comment.edited = true;
      await this.dataSource.manager.save(comment);
    }
    return buildTree([threadRow(comment)])[0];
  }

  /** Authors delete their own (reason user); mods and admins delete any (reason moderator). */
  async remove(user: UserEntity, commentId: string, reason?: string): Promise<CommentDto> {
    const comment = await this.requireInLiveThread(commentId);
    requireAccess(user, 'delete', { kind: 'comment', ownerId: comment.userId });
    if (comment.userId === user.id) {
      const result = await this.dataSource.manager.update(
        CommentEntity,
        { id: commentId, deletedAt: IsNull() },
        { deletedAt: new Date(), deletedReason: 'user' },
      );
      if (!result.affected) throw new ConflictException('This comment has already been deleted.');
    } else {
      // Someone else's: a moderation, recorded in the audit log with its reports resolved.
      const removed = await this.dataSource.transaction((manager) =>
        this.moderation.removeIn(manager, comment, user, (reason ?? '').trim()),
      );
      if (!removed) throw new ConflictException('This comment has already been deleted.');
    }
    return buildTree([threadRow(await this.require(commentId))])[0];
  }

  async report(
    user: UserEntity,
    commentId: string,
    pathname: string | undefined,
    why: { reason?: ReportReason; details?: string } = {},
  ): Promise<{ Reported: true }> {
    const details = cleanDetails(why.details);
    if (why.reason === 'other' && details === '')
      throw new BadRequestException('Say what is wrong with the comment (details).');
    const comment = await this.requireInLiveThread(commentId);
    requireAccess(user, 'report', { kind: 'comment', ownerId: comment.userId });
    if (comment.deletedAt) throw new ConflictException('This comment has been deleted.');
    await this.rateLimits.consume('reportsPerUser', user.id);
    try {
      await this.dataSource.manager.insert(CommentReportEntity, {
        commentId,
        userId: user.id,
        pathname: (pathname ?? '').slice(0, 2048),
        reason: why.reason ?? null,
        details,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictException('You have already reported this comment.');
      throw error;
    }
    return { Reported: true };
  }
}

/** A reporter's words on one line of plain text, spaces collapsed. */
function cleanDetails(details: string | undefined): string {
  return stripControlChars(details ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
