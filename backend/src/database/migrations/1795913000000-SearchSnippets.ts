import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Marks around a matched word in a snippet: control characters no indexed text holds. */
const START = '\u0002';
const STOP = '\u0003';

/**
 * Search that answers (issue 23): each row keeps its body text, so a result shows a snippet with
 * the matched words (ts_headline, on the page's rows only); questions rank above positions, and
 * positions above arguments, for the same words (the rank is weighted by kind); a position or an
 * argument comes with the question it belongs to. English stemming already finds related forms
 * ("taxing" finds "taxes"); typos still fall back to trigram titles.
 */
export class SearchSnippets1795913000000 implements MigrationInterface {
  name = 'SearchSnippets1795913000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "search_entries" ADD "body" text NOT NULL DEFAULT ''`);
    // The bodies the index was made from (each kind's `search`: a person has none).
    for (const [type, table, column] of [
      ['convo', 'convos', 'description'],
      ['pos', 'positions', 'description'],
      ['arg', 'args', 'description'],
      ['article', 'articles', 'body'],
      ['tag', 'tags', 'description'],
    ]) {
      await queryRunner.query(
        `UPDATE search_entries e SET body = t.${column}
           FROM ${table} t WHERE e.artifact_type = '${type}' AND t.id = e.artifact_id`,
      );
    }
    await queryRunner.query(
      'DROP FUNCTION search_page(text, text, integer, integer, integer, integer)',
    );
    await queryRunner.query(
      `CREATE FUNCTION search_page(words text, q text, ranked integer, skip integer, page_size integer, candidates integer)
        RETURNS TABLE (artifact_type varchar, artifact_id varchar, title varchar, link varchar,
                       snippet text, question_title varchar, question_link varchar)
        LANGUAGE plpgsql STABLE
        SET plan_cache_mode = force_generic_plan
        AS $$
      #variable_conflict use_column
      DECLARE
        query tsquery := to_tsquery('english', words);
        -- Any of the words marks a snippet: the others may be in the title only.
        marks tsquery := to_tsquery('english', replace(words, ' & ', ' | '));
      BEGIN
        RETURN QUERY
        SELECT s.artifact_type, s.artifact_id, s.title, s.link,
               ts_headline('english', s.body, marks,
                 'StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'),
               q.title, q.link
          FROM (SELECT m.artifact_type, m.artifact_id, m.title, m.link, m.body,
                       ts_rank(m.document, query) *
                         CASE m.artifact_type WHEN 'convo' THEN 2 WHEN 'pos' THEN 1.5 ELSE 1 END AS rank
                  FROM (SELECT e.artifact_type, e.artifact_id, e.title, e.link, e.body, e.document
                          FROM search_entries e
                         WHERE e.document @@ query LIMIT candidates) m
                 ORDER BY rank DESC, m.title LIMIT ranked) s
          LEFT JOIN args a ON s.artifact_type = 'arg' AND a.id = s.artifact_id
          LEFT JOIN positions p
                 ON p.id = CASE s.artifact_type WHEN 'pos' THEN s.artifact_id WHEN 'arg' THEN a.pos_id END
          LEFT JOIN convos c ON c.id = p.convo_id
          -- The question's own row: its title and link as search shows them.
          LEFT JOIN search_entries q ON s.artifact_type IN ('pos', 'arg')
                 AND q.artifact_type = 'convo' AND q.artifact_id = c.id
         WHERE s.artifact_type NOT IN ('pos', 'arg')
            OR (c.id IS NOT NULL AND c.deleted_at IS NULL AND p.deleted_at IS NULL
                AND (s.artifact_type = 'pos' OR a.deleted_at IS NULL))
         ORDER BY s.rank DESC, s.title
        OFFSET skip LIMIT page_size + 1;
        IF FOUND OR skip > 0 THEN
          RETURN;
        END IF;
        RETURN QUERY
        SELECT t.artifact_type, t.artifact_id, t.title, t.link,
               ''::text, NULL::varchar, NULL::varchar
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
    await queryRunner.query(`ALTER TABLE "search_entries" DROP COLUMN "body"`);
    // The previous search_page is SearchPage1795540000000's: run its up() again to restore it.
    const { SearchPage1795540000000 } = await import('./1795540000000-SearchPage.js');
    await new SearchPage1795540000000().up(queryRunner);
  }
}
