import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Existing ratings belong to each argument's current version: its latest revision becomes its
 * version (marked substantive, as are creations), and every argument vote, latest answer and
 * counter is moved to it. Only versions change, no answer: the voters' notices stay quiet.
 */
async function backfill(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    UPDATE args a SET version = r.id
      FROM (SELECT DISTINCT ON (artifact_id) artifact_id, id FROM revisions
             WHERE artifact_type = 'arg' ORDER BY artifact_id, created_at DESC, id DESC) r
     WHERE r.artifact_id = a.id`);
  await queryRunner.query(`
    UPDATE revisions SET substantive = true
     WHERE artifact_type = 'arg'
       AND (action_name = 'ArgCreate' OR id IN (SELECT version FROM args WHERE version <> ''))`);
  await queryRunner.query('ALTER TABLE vote_latest DISABLE TRIGGER personal_notice_votes_update');
  for (const table of ['votes', 'vote_latest', 'vote_counts'])
    await queryRunner.query(`
      UPDATE ${table} t SET version = a.version FROM args a
       WHERE t.target_type = 'arg' AND t.target_id = a.id AND a.version <> ''`);
  await queryRunner.query('ALTER TABLE vote_latest ENABLE TRIGGER personal_notice_votes_update');
}

export class VoteVersions1795940501569 implements MigrationInterface {
  name = 'VoteVersions1795940501569';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "args" ADD "version" character varying(16) NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "revisions" ADD "substantive" boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query('ALTER TABLE "votes" ADD "rev_id" character varying(16)');
    await queryRunner.query(
      'ALTER TABLE "votes" ADD "version" character varying(16) NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "vote_latest" ADD "version" character varying(16) NOT NULL DEFAULT \'\'',
    );
    await queryRunner.query(
      'ALTER TABLE "vote_counts" ADD "version" character varying(16) NOT NULL DEFAULT \'\'',
    );
    await backfill(queryRunner);
    await queryRunner.query(
      'ALTER TABLE "vote_counts" DROP CONSTRAINT "PK_826312f98028dcd8831f6590ffc"',
    );
    await queryRunner.query(
      'ALTER TABLE "vote_counts" ADD CONSTRAINT "PK_03cf734008aa0482d6ed72eaeae" PRIMARY KEY ("target_id", "target_type", "choice", "version")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Each choice's counts of every version become one row again.
    await queryRunner.query(`
      CREATE TEMP TABLE merged_vote_counts ON COMMIT DROP AS
      SELECT target_type, target_id, choice, sum(count)::int AS count, sum(signed_in)::int AS signed_in
        FROM vote_counts GROUP BY target_type, target_id, choice`);
    await queryRunner.query('DELETE FROM vote_counts');
    await queryRunner.query(`
      INSERT INTO vote_counts (target_type, target_id, version, choice, count, signed_in)
      SELECT target_type, target_id, '', choice, count, signed_in FROM merged_vote_counts`);
    await queryRunner.query(
      'ALTER TABLE "vote_counts" DROP CONSTRAINT "PK_03cf734008aa0482d6ed72eaeae"',
    );
    await queryRunner.query(
      'ALTER TABLE "vote_counts" ADD CONSTRAINT "PK_826312f98028dcd8831f6590ffc" PRIMARY KEY ("target_id", "target_type", "choice")',
    );
    await queryRunner.query('ALTER TABLE "vote_counts" DROP COLUMN "version"');
    await queryRunner.query('ALTER TABLE "vote_latest" DROP COLUMN "version"');
    await queryRunner.query('ALTER TABLE "votes" DROP COLUMN "version"');
    await queryRunner.query('ALTER TABLE "votes" DROP COLUMN "rev_id"');
    await queryRunner.query('ALTER TABLE "revisions" DROP COLUMN "substantive"');
    await queryRunner.query('ALTER TABLE "args" DROP COLUMN "version"');
  }
}
