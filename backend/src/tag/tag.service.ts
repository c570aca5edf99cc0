import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findPageAddress, pageLink } from '../slug/slug-address.js';
import { TagEntity } from './tag.entity.js';
import type { TagPageDto } from './tag.dto.js';
import { tagKind } from './tag.kind.js';
import { listKey, readKeys } from '../common/read-keys.js';

const ITEMS_LIMIT = 200;

@Injectable()
export class TagService {
  constructor(private readonly dataSource: DataSource) {}

  /** The tag's page, by its id or a slug (an old slug too: the reader then redirects). */
  async page(address: string): Promise<TagPageDto> {
    const manager = this.dataSource.manager;
    const { id, slug } = await findPageAddress(manager, tagKind, address);
    const tag = await manager.findOne(TagEntity, { where: { id } });
    if (!tag) throw new NotFoundException(`There is no tag with id ${id}.`);
    // Tagged questions and arguments, shown while they and what they live under are live.
    readKeys(listKey('convo'), listKey('pos'), listKey('arg'));
    const items = await this.dataSource.query<
      { type: 'convo' | 'arg'; id: string; title: string }[]
    >(
      `SELECT 'convo' AS type, c.id, c.title, c.created_at FROM artifact_tags t JOIN convos c ON c.id = t.artifact_id
         WHERE t.tag_id = $1 AND t.artifact_type = 'convo' AND c.deleted_at IS NULL
       UNION ALL
       SELECT 'arg' AS type, a.id, a.title, a.created_at FROM artifact_tags t JOIN args a ON a.id = t.artifact_id
         JOIN positions p ON p.id = a.pos_id JOIN convos c ON c.id = p.convo_id
         WHERE t.tag_id = $1 AND t.artifact_type = 'arg' AND a.deleted_at IS NULL
           AND p.deleted_at IS NULL AND c.deleted_at IS NULL
       ORDER BY created_at DESC LIMIT $2`,
      [id, ITEMS_LIMIT],
    );
    return {
      Tag: { TagID: tag.id, Name: tag.name, Link: pageLink(tagKind, tag.id, slug) },
      Description: tag.description,
      Items: items.map((i) => ({
        ArtifactType: i.type,
        ArtifactID: i.id,
        Title: i.title,
        Link: i.type === 'convo' ? `/c/${i.id}` : `/a/${i.id}`,
      })),
    };
  }
}
