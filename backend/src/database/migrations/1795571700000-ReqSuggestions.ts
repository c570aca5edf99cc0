import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Suggested questions are requests (req/, artifact_type 'suggest', no artifact) with an outcome:
 * the question a suggestion became, or why it was declined. A user's suggestions are listed on
 * their profile, newest first, from one index.
 */
export class ReqSuggestions1795571700000 implements MigrationInterface {
  name = 'ReqSuggestions1795571700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reqs" ADD "outcome_convo_id" character varying(16)');
    await queryRunner.query('ALTER TABLE "reqs" ADD "decline_reason" character varying(300)');
    await queryRunner.query(
      'CREATE INDEX "IDX_reqs_author_type" ON "reqs" ("created_by", "artifact_type", "created_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_reqs_author_type"');
    await queryRunner.query('ALTER TABLE "reqs" DROP COLUMN "decline_reason"');
    await queryRunner.query('ALTER TABLE "reqs" DROP COLUMN "outcome_convo_id"');
  }
}
