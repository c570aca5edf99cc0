import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One page of search results (SearchService): ranked full-text matches, every word as a prefix,
 * the best few checked for liveness by index lookups; only when the first page finds nothing,
 * titles of questions and tags within a typo or two (search_title_candidates).
 *
 * A function so that each connection plans its statements once: as a named statement the query
 * was planned again on every call (PostgreSQL kept choosing custom plans, about 0.6 ms each, as
 * much as running it). Forced generic plans are the custom ones with the words as a parameter
 * (GIN bitmap scan, a bounded sort by rank, primary-key lookups; the trigram index for typos),
 * and the tsquery is made once per call instead of once per ranked candidate.
 */
export class SearchPage1795540000000 implements MigrationInterface {
  name = 'SearchPage1795540000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION search_page(words text, q text, ranked integer, skip integer, page_size integer, candidates integer)
        RETURNS TABLE (artifact_type varchar, artifact_id varchar, title varchar, link varchar)
        LANGUAGE plpgsql STABLE
        SET plan_cache_mode = force_generic_plan
        AS $$
      #variable_conflict use_column
      DECLARE
        query tsquery := to_tsquery('english', words);
      BEGIN
        RETURN QUERY
        SELECT s.artifact_type, s.artifact_id, s.title, s.link
          FROM (SELECT m.artifact_type, m.artifact_id, m.title, m.link, ts_rank(m.document, query) AS rank
                  FROM (SELECT e.artifact_type, e.artifact_id, e.title, e.link, e.document
                          FROM search_entries e
                         WHERE e.document @@ query LIMIT candidates) m
                 ORDER BY rank DESC, m.title LIMIT ranked) s
          LEFT JOIN args a ON s.artifact_type = 'arg' AND a.id = s.artifact_id
          LEFT JOIN positions p
                 ON p.id = CASE s.artifact_type WHEN 'pos' THEN s.artifact_id WHEN 'arg' THEN a.pos_id END
          LEFT JOIN convos c ON c.id = p.convo_id
         WHERE s.artifact_type NOT IN ('pos', 'arg')
            OR (c.id IS NOT NULL AND c.deleted_at IS NULL AND p.deleted_at IS NULL
                AND (s.artifact_type = 'pos' OR a.deleted_at IS NULL))
         ORDER BY s.rank DESC, s.title
        OFFSET skip LIMIT page_size + 1;
        IF FOUND OR skip > 0 THEN
          RETURN;
        END IF;
        RETURN QUERY
        SELECT t.artifact_type, t.artifact_id, t.title, t.link
          FROM search_title_candidates(q, candidates) t
         ORDER BY t.similarity DESC, t.title
         LIMIT page_size;
      END
      $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION search_page(text, text, integer, integer, integer, integer)',
    );
  }
}
