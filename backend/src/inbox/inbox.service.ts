import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { RevisionEntity } from '../revision/revision.entity.js';
import { RevisionPresenter } from '../revision/revision-presenter.js';
import { deletionStates } from '../revision/visibility.js';
import { type Author, WritePathService } from '../revision/write-path.service.js';
import { InboxEntryEntity } from './inbox.entity.js';
import type {
  InboxListDto,
  InboxListQueryDto,
  InboxMarkAllSeenDto,
  InboxStatusResultDto,
  InboxUndoResultDto,
} from './inbox.dto.js';

export const INBOX_PAGE_SIZE = 20;

@Injectable()
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
    private readonly presenter: RevisionPresenter,
  ) {}

  async list(page: number, query: InboxListQueryDto, viewer: Author): Promise<InboxListDto> {
    const manager = this.dataSource.manager;
    if (query.kind !== undefined) this.checkKind(query.kind);
    // Both queries filter alike: the page (one more row than shown, for HasMore) and its total.
    const filtered = () => {
      const qb = manager
        .createQueryBuilder(InboxEntryEntity, 'i')
        .where('i.status = :status', { status: query.showSeen ? 'seen' : 'unseen' });
      if (query.kind !== undefined) qb.andWhere('i.kind = :kind', { kind: query.kind });
      if (query.user !== undefined) {
        // Usernames are stored lower-cased and unique (users.username): the account, whatever
        // letter case its revisions were written under. A name nobody has matches nothing.
        qb.innerJoin(
          RevisionEntity,
          'r',
          'r.id = i.revisionId AND r.userId = (SELECT u.id FROM users u WHERE u.username = :username)',
          { username: query.user.trim().toLowerCase() },
        );
      }
      return qb;
    };
    const [entries, counted] = await Promise.all([
      filtered()
        .orderBy('i.createdAt', 'DESC')
        .addOrderBy('i.id', 'DESC')
        .offset((page - 1) * INBOX_PAGE_SIZE)
        .limit(INBOX_PAGE_SIZE + 1)
        .getMany(),
      filtered().select('COUNT(*)::int', 'n').getRawOne<{ n: number }>(),
    ]);
    const hasMore = entries.length > INBOX_PAGE_SIZE;
    const shown = entries.slice(0, INBOX_PAGE_SIZE);
    const revisions = shown.length
      ? await manager.find(RevisionEntity, { where: { id: In(shown.map((e) => e.revisionId)) } })
      : [];
    const [deleted, dtos] = await Promise.all([
      this.deletedArtifacts(revisions),
      this.presenter.present(revisions, viewer),
    ]);
    const byId = new Map(revisions.map((r, i) => [r.id, { revision: r, dto: dtos[i] }]));
    return {
      Entries: shown.flatMap((entry) => {
        const found = byId.get(entry.revisionId);
        if (!found) return [];
        const { revision, dto } = found;
        return [
          {
            InboxID: entry.id,
            Status: entry.status,
            // A registered kind's own inbox kind may be one the documented list lacks.
            Kind: entry.kind,
            Undone: entry.undone,
            Deleted: deleted.has(`${revision.artifactType}:${revision.artifactId}`),
            Revision: dto,
          },
        ];
      }),
      HasMore: hasMore,
      Total: counted?.n ?? 0,
    };
  }

  /** 400 for a kind no registered content kind records. */
  private checkKind(kind: string): void {
    const known = new Set(this.kinds.list().flatMap((k) => (k.inboxKind ? [k.inboxKind] : [])));
    if (!known.has(kind)) {
      throw new BadRequestException(`kind must be one of ${[...known].sort().join(', ')}.`);
    }
  }

  /** Artifacts deleted since, or now under a deleted parent (an argument of a deleted question). */
  private async deletedArtifacts(revisions: RevisionEntity[]): Promise<Set<string>> {
    const states = await deletionStates(
      this.dataSource.manager,
      this.kinds,
      revisions.map((r) => ({ type: r.artifactType, id: r.artifactId })),
    );
    return new Set([...states].filter(([, state]) => state !== 'live').map(([key]) => key));
  }

  async setStatus(ids: string[], status: 'seen' | 'unseen'): Promise<InboxStatusResultDto> {
    const result = await this.dataSource.manager.update(
      InboxEntryEntity,
      { id: In(ids) },
      { status },
    );
    return { Updated: result.affected ?? 0 };
  }

  /** Marks seen every unseen entry the filters select, up to and including `upTo` (see the DTO). */
  async markAllSeen(dto: InboxMarkAllSeenDto): Promise<InboxStatusResultDto> {
    if (dto.kind !== undefined) this.checkKind(dto.kind);
    const manager = this.dataSource.manager;
    if (!(await manager.exists(InboxEntryEntity, { where: { id: dto.upTo } })))
      throw new NotFoundException(`There is no inbox entry ${dto.upTo}.`);
    // Compared in the database: a JavaScript date would drop the microseconds of created_at.
    const qb = manager
      .createQueryBuilder()
      .update(InboxEntryEntity)
      .set({ status: 'seen' })
      .where("status = 'unseen'")
      .andWhere(
        '(created_at, id) <= (SELECT u.created_at, u.id FROM inbox_entries u WHERE u.id = :upTo)',
        { upTo: dto.upTo },
      );
    if (dto.kind !== undefined) qb.andWhere('kind = :kind', { kind: dto.kind });
    if (dto.user !== undefined) {
      qb.andWhere(
        `revision_id IN (SELECT r.id FROM revisions r
          WHERE r.user_id = (SELECT u.id FROM users u WHERE u.username = :username))`,
        { username: dto.user.trim().toLowerCase() },
      );
    }
    const result = await qb.execute();
    return { Updated: result.affected ?? 0 };
  }

  /**
   * Claims the entry and undoes its revision in one transaction: two editors undoing at once
   * cannot both succeed, and a refused or failed undo leaves the entry as it was.
   */
  async undo(inboxId: string, user: Author, reason?: string): Promise<InboxUndoResultDto> {
    const result = await this.writePath.undo(
      user,
      async (manager) => {
        const claimed = await manager.update(
          InboxEntryEntity,
          { id: inboxId, undone: false },
          { undone: true, status: 'seen' },
        );
        if (!claimed.affected) {
          if (!(await manager.exists(InboxEntryEntity, { where: { id: inboxId } }))) {
            throw new NotFoundException(`There is no inbox entry ${inboxId}.`);
          }
          throw new ConflictException('This change has already been undone.');
        }
        const entry = await manager.findOneByOrFail(InboxEntryEntity, { id: inboxId });
        return entry.revisionId;
      },
      reason,
    );
    return { RevID: result.RevID };
  }
}
