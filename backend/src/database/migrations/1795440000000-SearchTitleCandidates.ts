import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Typo matching needs a lower word-similarity threshold than pg_trgm's default, and the index
 * applies the threshold of the setting: a function that sets it for its own query lets the search
 * run as one statement, with no transaction around a SET LOCAL.
 */
export class SearchTitleCandidates1795440000000 implements MigrationInterface {
  name = 'SearchTitleCandidates1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION search_title_candidates(q text, candidates integer)
       RETURNS TABLE (artifact_type varchar, artifact_id varchar, title varchar, link varchar, similarity real)
       LANGUAGE sql STABLE
       SET pg_trgm.word_similarity_threshold = 0.5
       AS $$
         SELECT s.artifact_type, s.artifact_id, s.title, s.link, word_similarity(q, s.title)
           FROM search_entries s
          WHERE s.artifact_type IN ('convo', 'tag') AND q <% s.title
          LIMIT candidates
       $$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION search_title_candidates(text, integer)');
  }
}
