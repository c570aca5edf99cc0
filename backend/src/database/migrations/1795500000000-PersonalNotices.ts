import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every app process keeps sessions and readers' own votes in memory for a short while. These
 * triggers tell all of them, on commit, when one of those changes, whichever code (or script)
 * wrote it: a live session updated or deleted (logout, password change), an account updated or
 * deleted (role change), a voter's latest answers changed. Expired sessions (the store's pruning)
 * say nothing: the caches check expiry themselves. A statement changing the answers of many
 * voters (an import) sends one notice that clears every process's cache.
 */
export class PersonalNotices1795500000000 implements MigrationInterface {
  name = 'PersonalNotices1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION personal_notice_session() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('personal_changed', 'sid:' || OLD.sid);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER personal_notice_session AFTER UPDATE OR DELETE ON session
        FOR EACH ROW WHEN (OLD.expire > now()) EXECUTE FUNCTION personal_notice_session()`);
    await queryRunner.query(`
      CREATE FUNCTION personal_notice_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('personal_changed', 'user:' || OLD.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER personal_notice_user AFTER UPDATE OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION personal_notice_user()`);
    await queryRunner.query(`
      CREATE FUNCTION personal_notice_votes() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        keys text[];
      BEGIN
        SELECT array_agg(voter_key) INTO keys
          FROM (SELECT DISTINCT voter_key FROM changed_votes LIMIT 33) k;
        IF array_length(keys, 1) > 32 THEN
          PERFORM pg_notify('personal_changed', '*');
        ELSIF keys IS NOT NULL THEN
          PERFORM pg_notify('personal_changed', 'voter:' || k) FROM unnest(keys) k;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, table] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER personal_notice_votes_${event.toLowerCase()} AFTER ${event} ON vote_latest
          REFERENCING ${table} TABLE AS changed_votes
          FOR EACH STATEMENT EXECUTE FUNCTION personal_notice_votes()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER personal_notice_votes_${event} ON vote_latest`);
    }
    await queryRunner.query('DROP FUNCTION personal_notice_votes()');
    await queryRunner.query('DROP TRIGGER personal_notice_user ON users');
    await queryRunner.query('DROP FUNCTION personal_notice_user()');
    await queryRunner.query('DROP TRIGGER personal_notice_session ON session');
    await queryRunner.query('DROP FUNCTION personal_notice_session()');
  }
}
