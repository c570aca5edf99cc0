import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/errors.js';
import { isId } from '../common/id-validation.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ContentReader } from '../revision/content-reader.js';
import { EditService } from '../revision/edit.service.js';
import type { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import { type Author, WritePathService } from '../revision/write-path.service.js';
import type {
  NewSlugDto,
  SlugAvailabilityDto,
  SlugCreatedDto,
  SlugDto,
  SlugEditDto,
} from './slug.dto.js';
import { ArtifactSlugEntity } from './slug.entity.js';
import { checkSlug, claimSlug } from './slug.kind.js';
import { slugAvailability, slugCreated, slugOfArtifact } from './slug.presenter.js';
import {
  isSlugArtifactType,
  normaliseSlug,
  SLUG_ARTIFACT_TYPES,
  type SlugArtifactType,
  slugLink,
  slugProblem,
} from './slug.rules.js';

function idTaken(slug: string): string {
  return `The slug "${slug}" is the id of another page at that address; choose another.`;
}

/** The normalised slug a SlugEditTextField asks for, when it is one; the edit path checks the rest. */
function newSlugOf(dto: SlugEditDto): string | undefined {
  if (dto.action.ActionName !== 'SlugEditTextField') return undefined;
  try {
    const args = JSON.parse(dto.action.ArgsJSON) as { NewValue?: unknown } | null;
    return typeof args?.NewValue === 'string' ? normaliseSlug(args.NewValue) : undefined;
  } catch {
    return undefined;
  }
}

@Injectable()
export class SlugService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly reader: ContentReader,
    private readonly kinds: ContentKindRegistry,
    private readonly rateLimits: RateLimitService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  /** POST /api/slug/available: the normalised slug and whether it may be taken. */
  async available(raw: string): Promise<SlugAvailabilityDto> {
    const slug = normaliseSlug(raw);
    const problem = slugProblem(slug);
    if (problem) return slugAvailability(slug, false, `The slug "${slug}" ${problem}.`);
    // One query: whether it is the id of a page of any level (see isIdAt), and whether it is taken.
    const idChecks = isId(slug) ? this.idChecks().map(([, check]) => check) : [];
    const [row] = (await this.dataSource.query(
      `SELECT ${idChecks.join(' OR ') || 'false'} AS "isId",
              EXISTS (SELECT 1 FROM slug_paths WHERE slug = $1) AS "taken"`,
      [slug],
    )) as { isId: boolean; taken: boolean }[];
    if (row.isId) return slugAvailability(slug, false, idTaken(slug));
    return slugAvailability(slug, !row.taken);
  }

  /** For each level this server runs, SQL telling whether its table has a row with the id $1. */
  private idChecks(): [SlugArtifactType, string][] {
    return SLUG_ARTIFACT_TYPES.filter((type) => this.kinds.has(type)).map((type) => {
      const table = this.dataSource.getMetadata(this.kinds.get(type).entity).tableName;
      return [type, `EXISTS (SELECT 1 FROM ${this.dataSource.driver.escape(table)} WHERE id = $1)`];
    });
  }

  /**
   * Whether `slug` is the id of a page of this type, deleted or not: its address would be read
   * as the id (a page address is an id first, a slug only when no page has that id).
   */
  private async isIdAt(type: SlugArtifactType, slug: string): Promise<boolean> {
    if (!isId(slug) || !this.kinds.has(type)) return false;
    return this.dataSource.manager.exists(this.kinds.get(type).entity, {
      where: { id: slug } as never,
    });
  }

  /**
   * POST /api/slug/create: gives a live artifact a slug (SlugCreate) or changes it
   * (SlugEditTextField), through the write path. The old slug keeps leading to the artifact.
   */
  async create(user: Author, dto: NewSlugDto): Promise<SlugCreatedDto> {
    const type = dto.artifactType;
    const id = dto.artifactID;
    const slug = checkSlug(dto.slug);
    await this.rateLimits.consume('contentEditsPerUser', user.id);
    await this.requireLive(type, id);
    if (await this.isIdAt(type, slug)) throw new ConflictException(idTaken(slug));
    const revDesc = dto.revDesc ?? '';
    try {
      const existing = await this.dataSource.manager.findOne(ArtifactSlugEntity, {
        where: { id },
      });
      if (existing && existing.artifactType !== type) throw this.noSuch(type, id);
      if (!existing) {
        const { RevID } = await this.writePath.create<ArtifactSlugEntity>(
          {
            type: 'slug',
            insert: async (manager) => {
              await claimSlug(manager, slug, type, id);
              const record = manager.create(ArtifactSlugEntity, { id, artifactType: type, slug });
              await manager.insert(ArtifactSlugEntity, record);
              return record;
            },
            location: () => slugLink(type, slug),
          },
          revDesc || `Set the slug to ${slug}`,
          user,
          { slug, artifactType: type, artifactID: id },
        );
        return slugCreated({ id, slug, artifactType: type }, RevID);
      }
      if (existing.slug === slug) return slugCreated({ id, slug, artifactType: type });
      const { RevID } = await this.writePath.edit(
        'slug',
        id,
        {
          ActionName: 'SlugEditTextField',
          ArgsJSON: JSON.stringify({ FieldName: 'Slug', OldValue: existing.slug, NewValue: slug }),
        },
        revDesc || `Changed the slug from ${existing.slug} to ${slug}`,
        user,
      );
      return slugCreated({ id, slug, artifactType: type }, RevID);
    } catch (error) {
      // Two first slugs for one artifact at once: the second insert of its row loses.
      if (isUniqueViolation(error)) {
        throw new ConflictException(
          'Someone else set the slug of this page at the same moment; reload to see it.',
        );
      }
      throw error;
    }
  }

  /** POST /api/slug/get: the live artifact's current slug (empty when it has none); 404 otherwise. */
  async get(id: string): Promise<SlugDto> {
    const record = await this.dataSource.manager.findOne(ArtifactSlugEntity, { where: { id } });
    if (record) {
      if (!isSlugArtifactType(record.artifactType)) throw this.noSuch('artifact', id);
      await this.requireLive(record.artifactType, id);
      return slugOfArtifact(record);
    }
    // Which levels have a page with this id (one query), then whether that page is live.
    const checks = this.idChecks();
    if (checks.length === 0) throw this.noSuch('artifact', id);
    const [found] = (await this.dataSource.query(
      `SELECT ${checks.map(([type, check]) => `${check} AS "${type}"`).join(', ')}`,
      [id],
    )) as Record<SlugArtifactType, boolean>[];
    for (const [type] of checks) {
      if (found[type] && (await this.reader.liveChain(type, id))) return slugOfArtifact(null);
    }
    throw this.noSuch('artifact', id);
  }

  /** GET /api/slug/history: the slug changes of a live artifact. */
  async history(
    id: string,
    viewer: Author | undefined,
    page: { limit?: number; cursor?: string },
  ): Promise<HistoryDto> {
    await this.requireLiveRecord(id);
    return this.revisions.history('slug', id, viewer, page);
  }

  /** POST /api/slug/edit: SlugRevert or SlugEditTextField on a live artifact's slug. */
  async edit(user: Author, dto: SlugEditDto): Promise<EditResultDto> {
    const record = await this.requireLiveRecord(dto.artifactID);
    const wanted = newSlugOf(dto);
    if (
      wanted !== undefined &&
      (await this.isIdAt(record.artifactType as SlugArtifactType, wanted))
    )
      throw new ConflictException(idTaken(wanted));
    try {
      return await this.edits.edit('slug', dto.artifactID, dto, user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException('That slug was just taken.');
      throw error;
    }
  }

  /** The slug record of a live artifact; 404 when it has none or is gone. */
  private async requireLiveRecord(id: string): Promise<ArtifactSlugEntity> {
    const record = await this.dataSource.manager.findOne(ArtifactSlugEntity, { where: { id } });
    if (!record || !isSlugArtifactType(record.artifactType))
      throw new NotFoundException(`The artifact with id ${id} has no slug.`);
    await this.requireLive(record.artifactType, id);
    return record;
  }

  private async requireLive(type: SlugArtifactType, id: string): Promise<void> {
    // A kind this server does not run (yet) has no artifacts at all.
    if (!this.kinds.has(type) || !(await this.reader.liveChain(type, id)))
      throw this.noSuch(this.kinds.has(type) ? this.kinds.get(type).noun : 'item', id);
  }

  private noSuch(noun: string, id: string): NotFoundException {
    return new NotFoundException(`There is no ${noun} with id ${id}.`);
  }
}
