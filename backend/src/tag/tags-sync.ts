import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { charCount } from '../common/text-rules.js';
import { ContentHooks } from '../revision/content-hooks.js';
import { SearchIndexer } from '../search/search-index.js';
import { ArtifactTagEntity, TagEntity } from './tag.entity.js';

/** The snapshot field a tagged kind keeps its tags in (see TAGS_RULE). */
export const TAGS_FIELD = 'Tags';

/** "a, B ,a" -> ["a", "B"]: trimmed, de-duplicated case-insensitively, each 1-40 characters, at most 20. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of value.split(',')) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    if (charCount(name) > 40)
      throw new BadRequestException(
        `Each tag must be at most 40 characters ("${name.slice(0, 20)}..." is longer).`,
      );
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  if (result.length > 20) throw new BadRequestException('Tags may list at most 20 tags.');
  return result;
}

/**
 * Keeps artifact_tags in step with the Tags text of any kind that has one: every revision that
 * changes Tags (its creation included) re-links the artifact, creating tags seen for the first
 * time, in the revision's transaction.
 */
@Injectable()
export class TagSync implements OnModuleInit {
  constructor(
    private readonly hooks: ContentHooks,
    private readonly search: SearchIndexer,
  ) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, kind, entity, revision }) => {
      const change = revision.diff.find((d) => d.Field === TAGS_FIELD);
      if (!change || !Object.hasOwn(kind.textRules, TAGS_FIELD)) return;
      await this.sync(manager, kind.type, entity.id, change.New ?? '');
    });
  }

  async sync(
    manager: EntityManager,
    artifactType: string,
    artifactId: string,
    tagsText: string,
  ): Promise<void> {
    const names = parseTags(tagsText);
    const tagIds: string[] = [];
    for (const name of names) {
      const key = name.toLowerCase();
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(TagEntity)
        .values({ id: newId(), name, key, description: '' })
        .orIgnore()
        .returning(['id'])
        .execute();
      const created = inserted.raw[0] as { id: string } | undefined;
      if (created) {
        await this.search.index(manager, {
          artifactType: 'tag',
          artifactId: created.id,
          title: name,
          body: '',
          link: `/tags/${created.id}`,
        });
        tagIds.push(created.id);
      } else {
        const existing = await manager.findOneOrFail(TagEntity, { where: { key } });
        tagIds.push(existing.id);
      }
    }
    // A tagged kind's type (the entity names today's two; the column takes any).
    const type = artifactType as ArtifactTagEntity['artifactType'];
    await manager.delete(ArtifactTagEntity, { artifactType: type, artifactId });
    if (tagIds.length > 0) {
      await manager.insert(
        ArtifactTagEntity,
        tagIds.map((tagId) => ({ tagId, artifactType: type, artifactId })),
      );
    }
  }
}
