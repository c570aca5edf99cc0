import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Actor } from '../common/access.js';
import { ReadableDiffs } from './readable-diffs.js';
import { type RevisionDto, toRevisionDto } from './revision.dto.js';
import { type RevisionEntity, RevisionLikeEntity } from './revision.entity.js';

/**
 * Revisions as every list shows them (an artifact's history, a user's edits, the inbox): with
 * their thanks, whether the viewer gave one, and their diffs' readings. Two queries for a page of
 * revisions, plus one per kind its diffs name.
 */
@Injectable()
export class RevisionPresenter {
  constructor(
    @InjectRepository(RevisionLikeEntity) private readonly likes: Repository<RevisionLikeEntity>,
    private readonly diffs: ReadableDiffs,
  ) {}

  async present(rows: RevisionEntity[], viewer: Actor | undefined): Promise<RevisionDto[]> {
    if (rows.length === 0) return [];
    const [likes, diffs] = await Promise.all([
      this.likes
        .createQueryBuilder('l')
        .select('l.revisionId', 'revisionId')
        .addSelect('COUNT(*)::int', 'count')
        .addSelect('BOOL_OR(l.userId = :uid)', 'mine')
        .setParameter('uid', viewer?.id ?? '')
        .where('l.revisionId IN (:...ids)', { ids: rows.map((r) => r.id) })
        .groupBy('l.revisionId')
        .getRawMany<{ revisionId: string; count: number; mine: boolean }>(),
      this.diffs.of(rows),
    ]);
    const likeOf = new Map(likes.map((l) => [l.revisionId, l]));
    return rows.map((r, i) =>
      toRevisionDto(r, likeOf.get(r.id)?.count ?? 0, likeOf.get(r.id)?.mine ?? false, diffs[i]),
    );
  }
}
