import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContentHooks, type RevisionRecorded } from '../revision/content-hooks.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ancestors } from '../revision/edit-guards.js';
import { WATCH_TARGETS, type WatchTarget, watchKey } from '../watch/watch-targets.js';
import { NotificationEvents } from './notification-events.js';

const WATCHED = new Set<string>(WATCH_TARGETS);
/** A question's categories a change reaches (a question has at most 10). */
const MAX_CATEGORIES = 10;

/** The watched things a change to an artifact concerns: it, what it lives under, and more. */
export async function artifactTargets(
  manager: EntityManager,
  kinds: ContentKindRegistry,
  type: string,
  entity: Record<string, unknown> & { id: string },
): Promise<string[]> {
  const targets: string[] = [];
  const add = (t: string, id: unknown) => {
    if (WATCHED.has(t) && typeof id === 'string' && id)
      targets.push(watchKey(t as WatchTarget, id));
  };
  add(type, entity.id);
  if (type === 'quote') add('person', entity.personId);
  let convoId = type === 'convo' ? entity.id : undefined;
  for await (const parent of ancestors(manager, kinds, kinds.get(type), entity)) {
    add(parent.kind.type, parent.id);
    if (parent.kind.type === 'convo') convoId = parent.id;
  }
  if (convoId) {
    const rows = (await manager.query(
      'SELECT category_id FROM convo_categories WHERE convo_id = $1 LIMIT $2',
      [convoId, MAX_CATEGORIES],
    )) as { category_id: string }[];
    for (const row of rows) add('category', row.category_id);
  }
  return targets;
}

/** Who created an artifact: its first revision's author. */
export async function creatorOf(
  manager: EntityManager,
  type: string,
  id: string,
): Promise<string | null> {
  const rows = (await manager.query(
    `SELECT user_id FROM revisions WHERE artifact_type = $1 AND artifact_id = $2
      ORDER BY created_at, id LIMIT 1`,
    [type, id],
  )) as { user_id: string }[];
  return rows[0]?.user_id ?? null;
}

/**
 * Records the events of content changes in their transactions: every revision is an `edit` for
 * the watchers of what it changed and of what that lives under (and for its author's followers);
 * a quote or a link added to an argument tells the argument's author; a substantive change of an
 * argument tells those who rated an earlier version; thanks tell the revision's author.
 */
@Injectable()
export class NotificationProducers implements OnModuleInit {
  constructor(
    private readonly hooks: ContentHooks,
    private readonly kinds: ContentKindRegistry,
  ) {}

  onModuleInit(): void {
    this.hooks.onRevision((event) => this.revision(event));
    this.hooks.onThanks(async ({ manager, revision, userId }) => {
      const rows = (await manager.query(
        `SELECT r.artifact_name, r.artifact_link, u.username_cased
           FROM revisions r, users u WHERE r.id = $1 AND u.id = $2`,
        [revision.id, userId],
      )) as { artifact_name: string; artifact_link: string; username_cased: string }[];
      if (!rows[0]) return;
      await NotificationEvents.record(manager, {
        reason: 'thanks',
        actorId: userId,
        actorName: rows[0].username_cased,
        subjectType: revision.artifactType,
        subjectId: revision.artifactId,
        subjectName: rows[0].artifact_name,
        link: this.diffLink(
          revision.artifactType,
          revision.artifactId,
          revision.id,
          rows[0].artifact_link,
        ),
        recipients: [revision.userId],
      });
    });
  }

  /** The history page of the artifact, at the revision; its page when it has no history page. */
  private diffLink(type: string, id: string, revId: string, fallback: string): string {
    const history = this.kinds.describe(type).page?.history;
    return history ? `${history.replace('{id}', id)}#revision-${revId}` : fallback;
  }

  private async revision({ manager, kind, entity, revision }: RevisionRecorded): Promise<void> {
    const targets = await artifactTargets(manager, this.kinds, kind.type, entity);
    const link = this.diffLink(kind.type, entity.id, revision.id, revision.artifactLink);
    const actor = { actorId: revision.userId, actorName: revision.usernameCased };
    await NotificationEvents.record(manager, {
      reason: 'edit',
      audience: 'change',
      ...actor,
      subjectType: kind.type,
      subjectId: entity.id,
      subjectName: revision.artifactName,
      link,
      targets: [...targets, watchKey('user', revision.userId)],
    });
    const created = revision.actionName === `${kind.typeName}Create`;
    const argId =
      kind.type === 'quote' && created
        ? (entity.argId as string)
        : kind.type === 'arg' && revision.actionName === 'ArgAddExternalLink'
          ? entity.id
          : undefined;
    if (argId) {
      const author = await creatorOf(manager, 'arg', argId);
      const arg = (await manager.query('SELECT title FROM args WHERE id = $1', [argId])) as {
        title: string;
      }[];
      if (author && arg[0])
        await NotificationEvents.record(manager, {
          reason: kind.type === 'quote' ? 'quote' : 'link',
          ...actor,
          subjectType: 'arg',
          subjectId: argId,
          subjectName: arg[0].title,
          link,
          targets,
          recipients: [author],
        });
    }
    if (kind.type === 'arg' && revision.substantive && !created) {
      await NotificationEvents.record(manager, {
        reason: 'changed',
        ...actor,
        subjectType: 'arg',
        subjectId: entity.id,
        subjectName: revision.artifactName,
        link,
        targets,
      });
    }
  }
}
