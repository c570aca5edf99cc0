import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationEvents } from '../notification/notification-events.js';
import { artifactTargets } from '../notification/notification-producers.js';
import type { ArtifactKind, ContentEntity } from '../revision/content-kinds.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { UserEntity } from '../users/user.entity.js';
import type { CommentEntity } from './comment.entity.js';

/** The kinds whose artifacts have comment threads (see CommentService.requireThread). */
export const THREAD_TYPES = ['convo', 'arg', 'req'];

/** The most readers one comment mentions with a notification (@name). */
export const MAX_MENTIONS = 10;
const MENTION = /(?:^|[^A-Za-z0-9_@-])@([A-Za-z0-9_-]{1,30})/g;

/** The distinct names a comment mentions, in order, at most MAX_MENTIONS. */
export function mentionedNames(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    names.add(match[1].toLowerCase());
    if (names.size >= MAX_MENTIONS) break;
  }
  return [...names];
}

/** A comment thread's artifact (a question, an argument, a request). */
export interface Thread {
  kind: ArtifactKind;
  row: ContentEntity;
}

/**
 * The events a comment makes, in its transaction: a new comment for those who watch or track its
 * thread's artifact, a reply for the parent comment's author, a mention for each reader named.
 */
@Injectable()
export class CommentNotifications {
  constructor(private readonly kinds: ContentKindRegistry) {}

  async thread(manager: EntityManager, threadId: string): Promise<Thread | null> {
    for (const type of THREAD_TYPES) {
      if (!this.kinds.has(type)) continue;
      const kind = this.kinds.get(type);
      const row = (await manager.findOne(kind.entity, {
        where: { id: threadId } as never,
      })) as ContentEntity | null;
      if (row) return { kind, row };
    }
    return null;
  }

  /** The reader path of a comment: its thread's page, at the comment. */
  link(thread: Thread, commentId: string): string {
    return `${thread.kind.link(thread.row, this.kinds)}#comment-${commentId}`;
  }

  async created(
    manager: EntityManager,
    comment: CommentEntity,
    parent: CommentEntity | undefined,
    author: Pick<UserEntity, 'id' | 'usernameCased'>,
  ): Promise<void> {
    const thread = await this.thread(manager, comment.threadId);
    if (!thread) return;
    const base = {
      actorId: author.id,
      actorName: author.usernameCased,
      subjectType: thread.kind.type,
      subjectId: thread.row.id,
      subjectName: thread.kind.name(thread.row),
      link: this.link(thread, comment.id),
      targets: await artifactTargets(manager, this.kinds, thread.kind.type, thread.row),
    };
    const names = mentionedNames(comment.body);
    const mentioned =
      names.length === 0
        ? []
        : ((await manager.query(
            'SELECT id FROM users WHERE username = ANY($1) AND id <> ALL($2) LIMIT $3',
            [names, [author.id, parent?.userId ?? ''], MAX_MENTIONS],
          )) as { id: string }[]);
    // Each reader hears of the comment once: its parent's author as a reply, the named as a
    // mention, the thread's other watchers as a new comment.
    const addressed = [...(parent ? [parent.userId] : []), ...mentioned.map((u) => u.id)];
    await NotificationEvents.record(manager, {
      ...base,
      reason: 'comment',
      audience: 'reply',
      excluded: addressed,
    });
    if (parent)
      await NotificationEvents.record(manager, {
        ...base,
        reason: 'reply',
        recipients: [parent.userId],
      });
    if (mentioned.length > 0)
      await NotificationEvents.record(manager, {
        ...base,
        reason: 'mention',
        recipients: mentioned.map((u) => u.id),
      });
  }
}
