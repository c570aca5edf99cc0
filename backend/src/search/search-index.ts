import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContentHooks } from '../revision/content-hooks.js';

export interface SearchDocument {
  artifactType: string;
  artifactId: string;
  title: string;
  body: string;
  link: string;
}

/** Upserts the artifact's search row; titles weigh more than bodies. */
export async function indexForSearch(manager: EntityManager, doc: SearchDocument): Promise<void> {
  await manager.query(
    `INSERT INTO search_entries (artifact_type, artifact_id, title, link, body, document)
     VALUES ($1, $2, $3::varchar, $4, $5::text, setweight(to_tsvector('english', $3::text), 'A') || setweight(to_tsvector('english', $5::text), 'B'))
     ON CONFLICT (artifact_type, artifact_id) DO UPDATE
       SET title = EXCLUDED.title, link = EXCLUDED.link, body = EXCLUDED.body,
           document = EXCLUDED.document`,
    [doc.artifactType, doc.artifactId, doc.title, doc.link, doc.body],
  );
}

export async function removeFromSearch(
  manager: EntityManager,
  artifactType: string,
  artifactId: string,
): Promise<void> {
  await manager.query('DELETE FROM search_entries WHERE artifact_type = $1 AND artifact_id = $2', [
    artifactType,
    artifactId,
  ]);
}

/**
 * Keeps the search index in step with content: every revision of a searched kind (one with
 * `search`) upserts its row, or removes it once deleted, in the revision's transaction.
 */
@Injectable()
export class SearchIndexer implements OnModuleInit {
  constructor(private readonly hooks: ContentHooks) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, kind, entity }) => {
      if (!kind.search) return;
      if (entity.deletedAt) return removeFromSearch(manager, kind.type, entity.id);
      await this.index(manager, {
        artifactType: kind.type,
        artifactId: entity.id,
        ...kind.search(entity),
      });
    });
  }

  /** For content made without a revision of its own (a tag made by tagging). */
  index(manager: EntityManager, doc: SearchDocument): Promise<void> {
    return indexForSearch(manager, doc);
  }
}
