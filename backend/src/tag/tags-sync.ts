import {
  BadRequestException,
  ConflictException,
  Injectable,
  type OnModuleInit,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { charCount, quotedTitle, withArticle } from '../common/text-rules.js';
import { ContentHooks } from '../revision/content-hooks.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import { WritePathService } from '../revision/write-path.service.js';
import { TAG_LINK_LOCK } from './tag-rename.js';
import { ArtifactTagEntity, TagEntity } from './tag.entity.js';
import { tagKind } from './tag.kind.js';

/** The snapshot field a tagged kind keeps its tags in (see TAGS_RULE). */
export const TAGS_FIELD = 'Tags';

/** "a, B ,a" -> ["a", "B"]: trimmed, de-duplicated case-insensitively, each 1-40 characters, at most 20. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of value.split(',')) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    const length = charCount(name);
    if (length > 40)
      throw new BadRequestException(
        `Each tag must be at most 40 characters; "${[...name].slice(0, 20).join('')}..." has ${length}.`,
      );
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  if (result.length > 20) throw new BadRequestException('Tags may list at most 20 tags.');
  return result;
}

/** What was tagged: its kind and its name as the tagging revision left it. */
interface Tagged {
  noun: string;
  name: string;
}

/** The tagging revision's author: the tag's creation revision is theirs. */
type Tagger = { id: string; usernameCased: string };

/**
 * Keeps artifact_tags in step with the Tags text of any kind that has one: every revision that
 * changes Tags (its creation included) re-links the artifact, in the revision's transaction. A
 * tag seen for the first time is made there, with its own creation revision (TagCreate, by the
 * tagging revision's author), so its history starts like any other artifact's.
 */
@Injectable()
export class TagSync implements OnModuleInit {
  constructor(
    private readonly hooks: ContentHooks,
    private readonly writePath: WritePathService,
  ) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, kind, entity, revision }) => {
      const change = revision.diff.find((d) => d.Field === TAGS_FIELD);
      if (!change || !Object.hasOwn(kind.textRules, TAGS_FIELD)) return;
      const tagger = { id: revision.userId, usernameCased: revision.usernameCased };
      await this.sync(manager, kind, entity.id, change.New ?? '', tagger, revision.artifactName);
    });
  }

  async sync(
    manager: EntityManager,
    kind: Pick<ArtifactKind, 'type' | 'noun'>,
    artifactId: string,
    tagsText: string,
    tagger: Tagger,
    /** The tagged artifact's name as the tagging left it: a new tag's history names it. */
    taggedName: string,
  ): Promise<void> {
    const tagIds: string[] = [];
    for (const name of parseTags(tagsText)) {
      tagIds.push(await this.tagFor(manager, name, { noun: kind.noun, name: taggedName }, tagger));
    }
    // A tagged kind's type (the entity names today's two; the column takes any).
    const type = kind.type as ArtifactTagEntity['artifactType'];
    await manager.delete(ArtifactTagEntity, { artifactType: type, artifactId });
    if (tagIds.length > 0) {
      await manager.insert(
        ArtifactTagEntity,
        tagIds.map((tagId) => ({ tagId, artifactType: type, artifactId })),
      );
    }
  }

  /**
   * The tag named `name` (case-insensitively), made when there is none. An existing tag is held by
   * its link lock (shared) until the tagging commits, so a rename waits for this link and rewrites
   * its text; one renamed away while this waited is looked for again (the name is then free).
   */
  private async tagFor(
    manager: EntityManager,
    name: string,
    tagged: Tagged,
    tagger: Tagger,
  ): Promise<string> {
    const key = name.toLowerCase();
    for (let attempt = 0; attempt < 3; attempt++) {
      const tag = manager.create(TagEntity, { id: newId(), name, key, description: '' });
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(TagEntity)
        .values(tag)
        .orIgnore()
        .returning(['id'])
        .execute();
      if (inserted.raw[0]) {
        await this.recordCreation(manager, tag, tagged, tagger);
        return tag.id;
      }
      const existing = await manager.findOne(TagEntity, { where: { key } });
      if (!existing) continue;
      await manager.query(`SELECT pg_advisory_xact_lock_shared(${TAG_LINK_LOCK})`, [existing.id]);
      const still = await manager.findOne(TagEntity, { where: { id: existing.id } });
      if (still?.key === key) return existing.id;
    }
    throw new ConflictException(`The tag "${name}" was renamed meanwhile; try again.`);
  }

  /** Its creation revision (which also indexes it for search and puts it in the inbox). */
  private async recordCreation(
    manager: EntityManager,
    tag: TagEntity,
    tagged: Tagged,
    tagger: Tagger,
  ): Promise<void> {
    await this.writePath.create<TagEntity>(
      { type: 'tag', insert: () => Promise.resolve(tag), location: (t) => tagKind.link(t) },
      `Created by tagging ${quotedTitle(tagged.name)} (${withArticle(tagged.noun)})`,
      tagger,
      { Name: tag.name },
      manager,
    );
  }
}
