import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/errors.js';
import { isId } from '../common/id-validation.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ContentReader } from '../revision/content-reader.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
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
import { pageLink } from './slug-address.js';
import { slugAvailability, slugCreated, slugOfArtifact } from './slug.presenter.js';
import { normaliseSlug, slugProblem } from './slug.rules.js';

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
export class SlugService implements OnModuleInit {
  /** The kinds whose pages may have a slug (their registrations say), by type. */
  private slugged = new Map<string, ArtifactKind>();
  /** For each of them, SQL telling whether its table has a row with the id $1. */
  private idChecks: [string, string][] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly reader: ContentReader,
    private readonly kinds: ContentKindRegistry,
    private readonly rateLimits: RateLimitService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  /** Every kind is registered once providers exist, before any init hook. */
  onModuleInit(): void {
    this.slugged = new Map(
      this.kinds
        .list()
        .filter((kind) => kind.page?.slugged)
        .map((kind) => [kind.type, kind]),
    );
    this.idChecks = [...this.slugged.values()].map((kind) => {
      const table = this.dataSource.getMetadata(kind.entity).tableName;
      return [
        kind.type,
        `EXISTS (SELECT 1 FROM ${this.dataSource.driver.escape(table)} WHERE id = $1)`,
      ];
    });
  }

  /** The kind of a type whose pages may have a slug; 400 naming them for any other. */
  private sluggedKind(type: string): ArtifactKind {
    const kind = this.slugged.get(type);
    if (!kind)
      throw new BadRequestException(
        `artifactType must be one of ${[...this.slugged.keys()].join(', ')}.`,
      );
    return kind;
  }

  /** POST /api/slug/available: the normalised slug and whether it may be taken. */
  async available(raw: string): Promise<SlugAvailabilityDto> {
    const slug = normaliseSlug(raw);
    const problem = slugProblem(slug);
    if (problem) return slugAvailability(slug, false, `The slug "${slug}" ${problem}.`);
    // One query: whether it is the id of a page of any level (see isIdAt), and whether it is taken.
    const idChecks = isId(slug) ? this.idChecks.map(([, check]) => check) : [];
    const [row] = (await this.dataSource.query(
      `SELECT ${idChecks.join(' OR ') || 'false'} AS "isId",
              EXISTS (SELECT 1 FROM slug_paths WHERE slug = $1) AS "taken"`,
      [slug],
    )) as { isId: boolean; taken: boolean }[];
    if (row.isId) return slugAvailability(slug, false, idTaken(slug));
    return slugAvailability(slug, !row.taken);
  }

  /**
   * Whether `slug` is the id of a page of this type, deleted or not: its address would be read
   * as the id (a page address is an id first, a slug only when no page has that id).
   */
  private async isIdAt(kind: ArtifactKind, slug: string): Promise<boolean> {
    if (!isId(slug)) return false;
    return this.dataSource.manager.exists(kind.entity, { where: { id: slug } as never });
  }

  /**
   * POST /api/slug/create: gives a live artifact a slug (SlugCreate) or changes it
   * (SlugEditTextField), through the write path. The old slug keeps leading to the artifact.
   */
  async create(user: Author, dto: NewSlugDto): Promise<SlugCreatedDto> {
    const kind = this.sluggedKind(dto.artifactType);
    const type = kind.type;
    const id = dto.artifactID;
    const slug = checkSlug(dto.slug);
    const link = pageLink(kind, id, slug);
    await this.rateLimits.consume('contentEditsPerUser', user.id);
    await this.requireLive(type, id);
    if (await this.isIdAt(kind, slug)) throw new ConflictException(idTaken(slug));
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
            location: () => link,
          },
          revDesc || `Set the slug to ${slug}`,
          user,
          { slug, artifactType: type, artifactID: id },
        );
        return slugCreated({ id, slug, artifactType: type }, link, RevID);
      }
      if (existing.slug === slug) return slugCreated({ id, slug, artifactType: type }, link);
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
      return slugCreated({ id, slug, artifactType: type }, link, RevID);
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
      if (!this.slugged.has(record.artifactType)) throw this.noSuch('artifact', id);
      await this.requireLive(record.artifactType, id);
      return slugOfArtifact(record);
    }
    // Which levels have a page with this id (one query), then whether that page is live.
    const checks = this.idChecks;
    if (checks.length === 0) throw this.noSuch('artifact', id);
    const [found] = (await this.dataSource.query(
      `SELECT ${checks.map(([type, check]) => `${check} AS "${type}"`).join(', ')}`,
      [id],
    )) as Record<string, boolean>[];
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
    const kind = this.slugged.get(record.artifactType)!;
    if (wanted !== undefined && (await this.isIdAt(kind, wanted)))
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
    if (!record || !this.slugged.has(record.artifactType))
      throw new NotFoundException(`The artifact with id ${id} has no slug.`);
    await this.requireLive(record.artifactType, id);
    return record;
  }

  /** 404 unless the artifact of that (slugged) type and everything it lives under are live. */
  private async requireLive(type: string, id: string): Promise<void> {
    if (!(await this.reader.liveChain(type, id))) throw this.noSuch(this.kinds.get(type).noun, id);
  }

  private noSuch(noun: string, id: string): NotFoundException {
    return new NotFoundException(`There is no ${noun} with id ${id}.`);
  }
}
