import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { ArtifactTagEntity, TagEntity } from '../tag/tag.entity.js';
import { parseTags } from './text-rules.js';
import { indexForSearch } from './search-index.js';

/** Keeps artifact_tags in step with an artifact's Tags text, creating tags seen for the first time. */
export async function syncTags(
  manager: EntityManager,
  artifactType: 'convo' | 'arg',
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
      await indexForSearch(manager, {
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
  await manager.delete(ArtifactTagEntity, { artifactType, artifactId });
  if (tagIds.length > 0) {
    await manager.insert(
      ArtifactTagEntity,
      tagIds.map((tagId) => ({ tagId, artifactType, artifactId })),
    );
  }
}
