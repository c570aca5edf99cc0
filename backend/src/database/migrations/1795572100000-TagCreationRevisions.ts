import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The names a Tags text lists, as tags-sync's parseTags reads them, lowercased (the tag's key). */
const KEYS_OF = (column: string) =>
  `SELECT lower(regexp_replace(regexp_replace(p.part, '^\\s+|\\s+$', '', 'g'), '\\s+', ' ', 'g')) AS key
     FROM unnest(string_to_array(${column}, ',')) AS p(part)`;

/**
 * Tags made by tagging before they got a creation revision of their own get one now, as a wiki
 * repairs a page without history: dated when the tag was made, by whoever first tagged something
 * with it (the earliest question or argument revision whose Tags listed its first name, read
 * from its first rename when it was renamed since), with the name and empty description it was
 * made with, so its history starts like any other and a revert to it restores that name. No inbox
 * entries: these are records of the past, not new edits. A tag whose first tagging cannot be
 * found in any revision keeps an empty history rather than an invented author.
 */
export class TagCreationRevisions1795572100000 implements MigrationInterface {
  name = 'TagCreationRevisions1795572100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      WITH untracked AS (
        SELECT t.id, t.created_at,
               COALESCE((SELECT d->>'Old' FROM revisions r CROSS JOIN LATERAL jsonb_array_elements(r.diff) d
                          WHERE r.artifact_type = 'tag' AND r.artifact_id = t.id AND d->>'Field' = 'Name'
                          ORDER BY r.created_at, r.id LIMIT 1), t.name) AS name
          FROM tags t
         WHERE NOT EXISTS (SELECT 1 FROM revisions r
                            WHERE r.artifact_type = 'tag' AND r.artifact_id = t.id AND r.action_name = 'TagCreate')
      ), first_tagging AS (
        SELECT DISTINCT ON (k.key) k.key, r.user_id, r.username_cased, r.artifact_type
          FROM revisions r
          CROSS JOIN LATERAL jsonb_array_elements(r.diff) d
          CROSS JOIN LATERAL (${KEYS_OF(`d->>'New'`)}) k
         WHERE r.artifact_type IN ('convo', 'arg') AND d->>'Field' = 'Tags' AND d->>'New' IS NOT NULL
         ORDER BY k.key, r.created_at, r.id
      )
      INSERT INTO revisions (id, artifact_type, artifact_id, artifact_name, artifact_link, user_id,
                             username_cased, action_name, args_json, user_description, diff, snapshot, created_at)
      SELECT translate(encode(substring(uuid_send(gen_random_uuid()) FROM 1 FOR 9), 'base64'), '+/', '-_'),
             'tag', u.id, u.name, '/tags/' || u.id, f.user_id, f.username_cased, 'TagCreate',
             jsonb_build_object('Name', u.name, 'Backfilled', true)::text,
             'Created by tagging ' || CASE f.artifact_type WHEN 'convo' THEN 'a question' ELSE 'an argument' END,
             jsonb_build_array(jsonb_build_object('Field', 'Name', 'Old', NULL, 'New', u.name)),
             jsonb_build_object('Name', u.name, 'Description', ''),
             u.created_at
        FROM untracked u
        JOIN first_tagging f ON f.key = lower(u.name)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DELETE FROM revision_likes l USING revisions r
       WHERE l.revision_id = r.id AND r.artifact_type = 'tag' AND r.action_name = 'TagCreate'
         AND (r.args_json::jsonb ->> 'Backfilled') = 'true'`);
    await queryRunner.query(`
      DELETE FROM revisions
       WHERE artifact_type = 'tag' AND action_name = 'TagCreate'
         AND (args_json::jsonb ->> 'Backfilled') = 'true'`);
  }
}
