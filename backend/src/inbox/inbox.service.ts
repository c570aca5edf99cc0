import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { RevisionEntity, RevisionLikeEntity } from '../revision/revision.entity.js';
import { toRevisionDto } from '../revision/revision.dto.js';
import { deletionStates } from '../revision/visibility.js';
import { type Author, WritePathService } from '../revision/write-path.service.js';
import { InboxEntryEntity, type InboxKind } from './inbox.entity.js';
import type { InboxListDto, InboxStatusResultDto, InboxUndoResultDto } from './inbox.dto.js';

export const INBOX_PAGE_SIZE = 20;

@Injectable()
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
  ) {}

  async list(page: number, showSeen: boolean, viewer: Author): Promise<InboxListDto> {
    const manager = this.dataSource.manager;
    const entries = await manager.find(InboxEntryEntity, {
      where: { status: showSeen ? 'seen' : 'unseen' },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE + 1,
    });
    const hasMore = entries.length > INBOX_PAGE_SIZE;
    const shown = entries.slice(0, INBOX_PAGE_SIZE);
    const revisions = shown.length
      ? await manager.find(RevisionEntity, { where: { id: In(shown.map((e) => e.revisionId)) } })
      : [];
    const byId = new Map(revisions.map((r) => [r.id, r]));
    const deleted = await this.deletedArtifacts(revisions);
    const likes = revisions.length
      ? await manager
          .createQueryBuilder(RevisionLikeEntity, 'l')
          .select('l.revisionId', 'id')
          .addSelect('COUNT(*)::int', 'n')
          .addSelect('BOOL_OR(l.userId = :uid)', 'mine')
          .setParameter('uid', viewer.id)
          .where('l.revisionId IN (:...ids)', { ids: revisions.map((r) => r.id) })
          .groupBy('l.revisionId')
          .getRawMany<{ id: string; n: number; mine: boolean }>()
      : [];
    const likeOf = new Map(likes.map((l) => [l.id, l]));
    return {
      Entries: shown.flatMap((entry) => {
        const revision = byId.get(entry.revisionId);
        if (!revision) return [];
        return [
          {
            InboxID: entry.id,
            Status: entry.status,
            // A registered kind's own inbox kind may be one the documented list lacks.
            Kind: entry.kind as InboxKind,
            Undone: entry.undone,
            Deleted: deleted.has(`${revision.artifactType}:${revision.artifactId}`),
            Revision: toRevisionDto(
              revision,
              likeOf.get(revision.id)?.n ?? 0,
              likeOf.get(revision.id)?.mine ?? false,
            ),
          },
        ];
      }),
      HasMore: hasMore,
    };
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

  /**
   * Claims the entry and undoes its revision in one transaction: two editors undoing at once
   * cannot both succeed, and a refused or failed undo leaves the entry as it was.
   */
  async undo(inboxId: string, user: Author): Promise<InboxUndoResultDto> {
    const result = await this.writePath.undo(user, async (manager) => {
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
    });
    return { RevID: result.RevID };
  }
}
