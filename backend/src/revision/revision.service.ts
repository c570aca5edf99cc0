import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { KINDS } from './artifact-kinds.js';
import { type ArtifactType, RevisionEntity, RevisionLikeEntity } from './revision.entity.js';
import {
  type FieldValueDto,
  type HistoryDto,
  type LikeRevResultDto,
  toRevisionDto,
} from './revision.dto.js';

const HISTORY_LIMIT = 500;

@Injectable()
export class RevisionService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(RevisionEntity) private readonly revisions: Repository<RevisionEntity>,
    @InjectRepository(RevisionLikeEntity) private readonly likes: Repository<RevisionLikeEntity>,
  ) {}

  async history(
    type: ArtifactType,
    id: string,
    viewer: UserEntity | undefined,
  ): Promise<HistoryDto> {
    const exists = await this.dataSource
      .getRepository(KINDS[type].entity)
      .exists({ where: { id } as never });
    if (!exists) throw new NotFoundException(`There is no ${type} with id ${id}.`);
    const rows = await this.revisions.find({
      where: { artifactType: type, artifactId: id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await this.likes
          .createQueryBuilder('l')
          .select('l.revisionId', 'revisionId')
          .addSelect('COUNT(*)::int', 'count')
          .where('l.revisionId IN (:...ids)', { ids })
          .groupBy('l.revisionId')
          .getRawMany<{ revisionId: string; count: number }>()
      : [];
    const mine =
      viewer && ids.length
        ? new Set(
            (
              await this.likes
                .createQueryBuilder('l')
                .where('l.userId = :uid', { uid: viewer.id })
                .andWhere('l.revisionId IN (:...ids)', { ids })
                .getMany()
            ).map((l) => l.revisionId),
          )
        : new Set<string>();
    const countOf = new Map(counts.map((c) => [c.revisionId, c.count]));
    return { Revisions: rows.map((r) => toRevisionDto(r, countOf.get(r.id) ?? 0, mine.has(r.id))) };
  }

  /** Thanks for a revision: idempotent; never on one's own. */
  async like(user: UserEntity, revId: string, liked: boolean): Promise<LikeRevResultDto> {
    const revision = await this.revisions.findOne({
      where: { id: revId },
      select: { id: true, userId: true },
    });
    if (!revision) throw new NotFoundException(`There is no revision ${revId}.`);
    if (revision.userId === user.id)
      throw new ForbiddenException('You cannot thank yourself for your own revision.');
    if (liked) {
      await this.likes
        .createQueryBuilder()
        .insert()
        .values({ revisionId: revId, userId: user.id })
        .orIgnore()
        .execute();
    } else {
      await this.likes.delete({ revisionId: revId, userId: user.id });
    }
    const count = await this.likes.countBy({ revisionId: revId });
    return { LikedByMe: liked, LikeNum: count };
  }

  async field(type: ArtifactType, id: string, fieldName: string): Promise<FieldValueDto> {
    const kind = KINDS[type];
    const entity = await this.dataSource
      .getRepository(kind.entity)
      .findOne({ where: { id } as never });
    if (!entity || (entity as { deletedAt?: Date | null }).deletedAt)
      throw new NotFoundException(`There is no ${type} with id ${id}.`);
    if (!Object.hasOwn(kind.textRules, fieldName) && fieldName !== kind.orderField) {
      throw new BadRequestException(`A ${type} has no field "${fieldName}".`);
    }
    const snapshot = await kind.snapshot(this.dataSource.manager, entity as never);
    return { Value: snapshot[fieldName] ?? '' };
  }
}
