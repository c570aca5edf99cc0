import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { charCount, stripControlChars } from '../common/text-rules.js';
import { poolOf } from '../database/pool.js';
import { SEARCH_PAGE_SIZE, type SearchResultsDto } from './search.dto.js';

const LIMIT = SEARCH_PAGE_SIZE;
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
 * One statement, one round trip, no transaction. Ranked full-text matches (every word as a prefix,
 * GIN on `document`) first; only when they find nothing, titles of questions and tags within a
 * typo or two (pg_trgm, GIN on `title`, through search_title_candidates which sets the threshold).
 *
 * Ranking reads every candidate's document, so it looks at a bounded set: a query's cost must not
 * grow with the size of the site. The liveness check runs on the best few only, as index lookups
 * (a deleted artifact leaves the index when it is deleted; a position or an argument under a
 * deleted question or position stays indexed, so an undelete needs no re-indexing, but is not
 * shown).
 */
const SEARCH_SQL = `WITH found AS (
  SELECT s.artifact_type, s.artifact_id, s.title, s.link, s.rank
    FROM (SELECT artifact_type, artifact_id, title, link,
                 ts_rank(document, to_tsquery('english', $1)) AS rank
            FROM (SELECT artifact_type, artifact_id, title, link, document FROM search_entries
                   WHERE document @@ to_tsquery('english', $1) LIMIT ${CANDIDATES}) candidates
           ORDER BY rank DESC, title LIMIT $3) s
    LEFT JOIN args a ON s.artifact_type = 'arg' AND a.id = s.artifact_id
    LEFT JOIN positions p
           ON p.id = CASE s.artifact_type WHEN 'pos' THEN s.artifact_id WHEN 'arg' THEN a.pos_id END
    LEFT JOIN convos c ON c.id = p.convo_id
   WHERE s.artifact_type NOT IN ('pos', 'arg')
      OR (c.id IS NOT NULL AND c.deleted_at IS NULL AND p.deleted_at IS NULL
          AND (s.artifact_type = 'pos' OR a.deleted_at IS NULL))
   ORDER BY s.rank DESC, s.title
   OFFSET $4 LIMIT ${LIMIT + 1})
SELECT artifact_type, artifact_id, title, link FROM (
  SELECT artifact_type, artifact_id, title, link, 0 AS pass, rank AS score FROM found
  UNION ALL
  SELECT * FROM (
    SELECT artifact_type, artifact_id, title, link, 1, similarity
      FROM search_title_candidates($2, ${CANDIDATES})
     ORDER BY similarity DESC, title LIMIT ${LIMIT}) fuzzy
   WHERE $4 = 0 AND NOT EXISTS (SELECT 1 FROM found)) results
ORDER BY pass, score DESC, title`;

@Injectable()
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of results. Pages (at most MAX_SEARCH_PAGE) walk the same bounded, ranked candidates;
   * the row after the page says whether another follows. Typo matches come on the first page only.
   */
  async search(raw: string, page = 1): Promise<SearchResultsDto> {
    const q = stripControlChars(raw).trim();
    if (charCount(q) < 2)
      throw new BadRequestException('q must be at least 2 characters long after trimming.');
    if (charCount(q) > 100) throw new BadRequestException('q must be at most 100 characters long.');
    const offset = (page - 1) * LIMIT;
    // A named statement: each pooled connection plans it once, not on every search.
    const { rows } = await poolOf(this.dataSource).query<Row>({
      name: 'search',
      text: SEARCH_SQL,
      values: [prefixQuery(q), q, (offset + LIMIT) * 4, offset],
    });
    return {
      HasMore: rows.length > LIMIT,
      Results: rows.slice(0, LIMIT).map((r) => ({
        ArtifactType: r.artifact_type,
        ArtifactID: r.artifact_id,
        Title: r.title,
        Link: r.link,
      })),
    };
  }
}

interface Row {
  artifact_type: 'convo' | 'pos' | 'arg' | 'tag';
  artifact_id: string;
  title: string;
  link: string;
}
