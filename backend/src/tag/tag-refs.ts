import { ApiProperty } from '@nestjs/swagger';
import { type EntityManager, In } from 'typeorm';
import { ArtifactTagEntity, TagEntity } from './tag.entity.js';

export class TagRefDto {
  @ApiProperty() TagID!: string;
  @ApiProperty() Name!: string;
  @ApiProperty() Link!: string;
}

export const OFFENSIVE_TAG = 'offensive';

/** The tags of several artifacts in two queries. */
export async function tagRefs(
  manager: EntityManager,
  artifactType: 'convo' | 'arg',
  ids: string[],
): Promise<Map<string, TagRefDto[]>> {
  const result = new Map<string, TagRefDto[]>();
  if (ids.length === 0) return result;
  const links = await manager.find(ArtifactTagEntity, {
    where: { artifactType, artifactId: In(ids) },
  });
  if (links.length === 0) return result;
  const tags = await manager.find(TagEntity, {
    where: { id: In([...new Set(links.map((l) => l.tagId))]) },
  });
  const byId = new Map(tags.map((t) => [t.id, t]));
  for (const link of links) {
    const tag = byId.get(link.tagId);
    if (!tag) continue;
    const list = result.get(link.artifactId) ?? [];
    list.push({ TagID: tag.id, Name: tag.name, Link: `/tags/${tag.id}` });
    result.set(link.artifactId, list);
  }
  return result;
}

export function isOffensive(tags: TagRefDto[] | undefined): boolean {
  return (tags ?? []).some((t) => t.Name.toLowerCase() === OFFENSIVE_TAG);
}
