import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { charCount, stripControlChars } from '../common/text-rules.js';
import type { SearchResultsDto } from './search.dto.js';

const LIMIT = 10;
const CANDIDATES = 300;

/** "climate chang" -> "climate:* & chang:*": every word, each as a prefix. */
export function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/**
 * A deleted artifact leaves the index when it is deleted; a position or an argument under a deleted
 * question or position stays indexed (an undelete needs no re-indexing) but is not shown.
 */
const LIVE_PARENTS = `CASE s.artifact_type
  WHEN 'pos' THEN EXISTS (
    SELECT 1 FROM positions p JOIN convos c ON c.id = p.convo_id
     WHERE p.id = s.artifact_id AND p.deleted_at IS NULL AND c.deleted_at IS NULL)
  WHEN 'arg' THEN EXISTS (
    SELECT 1 FROM args a JOIN positions p ON p.id = a.pos_id JOIN convos c ON c.id = p.convo_id
     WHERE a.id = s.artifact_id AND a.deleted_at IS NULL AND p.deleted_at IS NULL
       AND c.deleted_at IS NULL)
  ELSE TRUE END`;

@Injectable()
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Ranked full-text matches (every word as a prefix) first; when they leave room, titles within a
   * typo or two (pg_trgm). Two queries, each answered from its own GIN index.
   */
  async search(raw: string): Promise<SearchResultsDto> {
    const q = stripControlChars(raw).trim();
    if (charCount(q) < 2)
      throw new BadRequestException('q must be at least 2 characters long after trimming.');
    if (charCount(q) > 100) throw new BadRequestException('q must be at most 100 characters long.');
    const tsquery = prefixQuery(q);
    return this.dataSource.transaction(async (manager) => {
      const found: Row[] = tsquery
        ? await manager.query(
            // Ranking reads every candidate's document, so it looks at a bounded set: a query's
            // cost must not grow with the size of the site.
            // The liveness check runs on the best few only.
            `SELECT artifact_type, artifact_id, title, link FROM (
               SELECT artifact_type, artifact_id, title, link,
                      ts_rank(document, to_tsquery('english', $1)) AS rank
                 FROM (SELECT artifact_type, artifact_id, title, link, document FROM search_entries
                        WHERE document @@ to_tsquery('english', $1) LIMIT ${CANDIDATES}) candidates
                ORDER BY rank DESC, title LIMIT ${LIMIT * 4}) s
              WHERE ${LIVE_PARENTS}
              ORDER BY rank DESC, title
              LIMIT ${LIMIT}`,
            [tsquery],
          )
        : [];
      // A typo usually matches nothing at all: only then look for near spellings in the titles of
      // questions and tags (a partial index: what readers look for, and few enough to stay fast).
      if (found.length === 0) {
        await manager.query('SET LOCAL pg_trgm.word_similarity_threshold = 0.5');
        const fuzzy: Row[] = await manager.query(
          `SELECT artifact_type, artifact_id, title, link FROM (
             SELECT artifact_type, artifact_id, title, link, word_similarity($1, title) AS similarity
               FROM (SELECT artifact_type, artifact_id, title, link FROM search_entries
                      WHERE artifact_type IN ('convo', 'tag') AND $1 <% title LIMIT ${CANDIDATES}) candidates
              ORDER BY similarity DESC, title LIMIT ${LIMIT * 4}) s
            WHERE ${LIVE_PARENTS}
            ORDER BY similarity DESC, title
            LIMIT ${LIMIT}`,
          [q],
        );
        const seen = new Set(found.map((r) => `${r.artifact_type}:${r.artifact_id}`));
        for (const row of fuzzy) {
          if (found.length >= LIMIT) break;
          if (!seen.has(`${row.artifact_type}:${row.artifact_id}`)) found.push(row);
        }
      }
      return {
        Results: found.map((r) => ({
          ArtifactType: r.artifact_type,
          ArtifactID: r.artifact_id,
          Title: r.title,
          Link: r.link,
        })),
      };
    });
  }
}

interface Row {
  artifact_type: 'convo' | 'pos' | 'arg' | 'tag';
  artifact_id: string;
  title: string;
  link: string;
}
