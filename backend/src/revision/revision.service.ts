import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { type Actor, canAccess, requireAccess } from '../common/access.js';
import { ContentEvents } from '../common/content-events.js';
import { artifactKey } from '../common/read-keys.js';
import { ContentHooks } from './content-hooks.js';
import { ContentKindRegistry } from './content-kind.registry.js';
import { noSuchField } from './content-kinds.js';
import { ContentReader } from './content-reader.js';
import { type ArtifactType, RevisionEntity, RevisionLikeEntity } from './revision.entity.js';
import {
  type FieldValueDto,
  HISTORY_MAX_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  type HistoryDto,
  type LikeRevResultDto,
  type RevisionDto,
} from './revision.dto.js';
import { RevisionPresenter } from './revision-presenter.js';
import { liveCondition } from './live-sql.js';
import { assertHistoryVisible, deletionState } from './visibility.js';

@Injectable()
export class RevisionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
    private readonly events: ContentEvents,
    private readonly reader: ContentReader,
    @InjectRepository(RevisionEntity) private readonly revisions: Repository<RevisionEntity>,
    @InjectRepository(RevisionLikeEntity) private readonly likes: Repository<RevisionLikeEntity>,
    private readonly presenter: RevisionPresenter,
    private readonly hooks: ContentHooks,
  ) {}

  /** One page of an artifact's revisions, newest first (keyset on created time, then id). */
  async history(
    type: ArtifactType,
    id: string,
    viewer: Actor | undefined,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<HistoryDto> {
    await assertHistoryVisible(this.dataSource.manager, this.kinds, type, id, viewer);
    const limit = Math.min(page.limit ?? HISTORY_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE);
    const query = this.revisions
      .createQueryBuilder('r')
      .where('r.artifactType = :type AND r.artifactId = :id', { type, id })
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(limit + 1);
    if (page.cursor !== undefined) {
      const known = await this.revisions.exists({
        where: { id: page.cursor, artifactType: type, artifactId: id },
      });
      if (!known) {
        throw new BadRequestException(
          `cursor must be the NextCursor of an earlier page of this ${this.kinds.get(type).noun}'s history.`,
        );
      }
      query.andWhere(
        '(r.created_at, r.id) < (SELECT c.created_at, c.id FROM revisions c WHERE c.id = :cursor)',
        { cursor: page.cursor },
      );
    }
    const fetched = await query.getMany();
    const hasMore = fetched.length > limit;
    const rows = fetched.slice(0, limit);
    return {
      Revisions: await this.presenter.present(rows, viewer),
      HasMore: hasMore,
      NextCursor: hasMore ? rows[rows.length - 1].id : null,
      AccessKind: await this.accessKindOf(type, id),
    };
  }

  /** The access line deciding changes to the artifact: its own (kind.accessKindOf), else its kind's. */
  private async accessKindOf(type: ArtifactType, id: string): Promise<string> {
    const kind = this.kinds.get(type);
    if (!kind.accessKindOf) return type;
    const entity = await this.dataSource.manager.findOne(kind.entity, { where: { id } as never });
    return (entity && kind.accessKindOf(entity)) ?? type;
  }

  /**
   * One page of the revisions a user made, newest first, with how many there are in all (the
   * user-edits list of /u/{username}). Revisions of content that is deleted, or under deleted
   * content, are left out (of the page and the total) unless the viewer may see deleted content
   * of that kind; so are revisions of kinds this app does not register.
   */
  async byUser(
    userId: string,
    viewer: Actor | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ Revisions: RevisionDto[]; Total: number }> {
    // Kinds whose deleted content the viewer may see are shown whole; the others only where the
    // artifact and everything it lives under are live (checked per row, through the indexes).
    const shownWhole: string[] = [];
    const liveOnly: string[] = [];
    const params: Record<string, unknown> = { userId };
    this.kinds.types().forEach((type, i) => {
      if (canAccess(viewer, 'seeDeleted', type)) return void shownWhole.push(type);
      params[`type${i}`] = type;
      const live = liveCondition(this.dataSource, this.kinds, type, 'r.artifact_id');
      liveOnly.push(`(r.artifact_type = :type${i} AND ${live})`);
    });
    params.shownWhole = shownWhole;
    const visible = ['r.artifact_type = ANY(CAST(:shownWhole AS text[]))', ...liveOnly].join(
      ' OR ',
    );
    const [rows, total] = await this.revisions
      .createQueryBuilder('r')
      .where('r.userId = :userId')
      .andWhere(`(${visible})`)
      .setParameters(params)
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { Revisions: await this.presenter.present(rows, viewer), Total: total };
  }

  /** Thanks for a revision: idempotent; never on one's own. */
  async like(user: Actor, revId: string, liked: boolean): Promise<LikeRevResultDto> {
    const revision = await this.revisions.findOne({
      where: { id: revId },
      select: { id: true, userId: true, artifactType: true, artifactId: true },
    });
    const hidden =
      revision &&
      !canAccess(user, 'seeDeleted', revision.artifactType) &&
      (await deletionState(
        this.dataSource.manager,
        this.kinds,
        revision.artifactType,
        revision.artifactId,
      )) !== 'live';
    if (!revision || hidden) throw new NotFoundException(`There is no revision ${revId}.`);
    requireAccess(user, 'thank', { kind: 'revision', ownerId: revision.userId });
    // The history page shows the count, and pages are cached for everyone: the change notice
    // goes out with the write, like any content write's.
    await this.dataSource.transaction(async (manager) => {
      const likes = manager.getRepository(RevisionLikeEntity);
      if (liked) {
        const added = (await manager.query(
          `INSERT INTO revision_likes (revision_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING revision_id`,
          [revId, user.id],
        )) as unknown[];
        if (added.length > 0)
          await this.hooks.thanksRecorded({ manager, revision, userId: user.id });
      } else {
        await likes.delete({ revisionId: revId, userId: user.id });
      }
      await this.events.changedIn(manager, [
        artifactKey(revision.artifactType, revision.artifactId),
      ]);
    });
    const count = await this.likes.countBy({ revisionId: revId });
    return { LikedByMe: liked, LikeNum: count };
  }

  async field(type: ArtifactType, id: string, fieldName: string): Promise<FieldValueDto> {
    const kind = this.kinds.get(type);
    // The edit form's source: deleted content, or content under a deleted parent, is not editable.
    const entity = (await this.reader.liveChain(type, id))?.[0];
    if (!entity) throw new NotFoundException(`There is no ${kind.noun} with id ${id}.`);
    if (!Object.hasOwn(kind.textRules, fieldName) && fieldName !== kind.orderField) {
      throw noSuchField(kind, fieldName);
    }
    const snapshot = await kind.snapshot(this.dataSource.manager, entity as never);
    return { Value: snapshot[fieldName] ?? '' };
  }
}
