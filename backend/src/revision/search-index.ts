import type { EntityManager } from 'typeorm';

export interface SearchDocument {
  artifactType: 'convo' | 'pos' | 'arg' | 'tag';
  artifactId: string;
  title: string;
  body: string;
  link: string;
}

/** Upserts the artifact's search row; titles weigh more than bodies. */
export async function indexForSearch(manager: EntityManager, doc: SearchDocument): Promise<void> {
  await manager.query(
    `INSERT INTO search_entries (artifact_type, artifact_id, title, link, document)
     VALUES ($1, $2, $3::varchar, $4, setweight(to_tsvector('english', $3::text), 'A') || setweight(to_tsvector('english', $5::text), 'B'))
     ON CONFLICT (artifact_type, artifact_id) DO UPDATE
       SET title = EXCLUDED.title, link = EXCLUDED.link, document = EXCLUDED.document`,
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
