import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the app processes keep of a voter's latest answers (OwnVotes) is the answers, not when they
 * were given: an UPDATE of vote_latest that leaves every answer as it was (a re-vote with the same
 * answer only moves `modified`) no longer sends "voter:<key>" on personal_changed. Such re-votes
 * then send no notice at all (their counts do not move either), so they neither queue for
 * PostgreSQL's one notify lock at commit nor wake every listening connection. An UPDATE that
 * changes an answer or a key notifies both the old and the new voter, as before; inserts and
 * deletes are unchanged (personal_notice_votes).
 */
export class VoteNoticeOnAnswerChange1795552000000 implements MigrationInterface {
  name = 'VoteNoticeOnAnswerChange1795552000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION personal_notice_votes_update() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        keys text[];
      BEGIN
        SELECT array_agg(voter_key) INTO keys
          FROM (SELECT DISTINCT voter_key FROM (
                  (SELECT target_type, target_id, voter_key, question, value FROM new_votes
                   EXCEPT ALL
                   SELECT target_type, target_id, voter_key, question, value FROM old_votes)
                  UNION ALL
                  (SELECT target_type, target_id, voter_key, question, value FROM old_votes
                   EXCEPT ALL
                   SELECT target_type, target_id, voter_key, question, value FROM new_votes)) c
                LIMIT 33) k;
        IF array_length(keys, 1) > 32 THEN
          PERFORM pg_notify('personal_changed', '*');
        ELSIF keys IS NOT NULL THEN
          PERFORM pg_notify('personal_changed', 'voter:' || k) FROM unnest(keys) k;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query('DROP TRIGGER personal_notice_votes_update ON vote_latest');
    await queryRunner.query(`
      CREATE TRIGGER personal_notice_votes_update AFTER UPDATE ON vote_latest
        REFERENCING OLD TABLE AS old_votes NEW TABLE AS new_votes
        FOR EACH STATEMENT EXECUTE FUNCTION personal_notice_votes_update()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER personal_notice_votes_update ON vote_latest');
    await queryRunner.query(`
      CREATE TRIGGER personal_notice_votes_update AFTER UPDATE ON vote_latest
        REFERENCING NEW TABLE AS changed_votes
        FOR EACH STATEMENT EXECUTE FUNCTION personal_notice_votes()`);
    await queryRunner.query('DROP FUNCTION personal_notice_votes_update()');
  }
}
