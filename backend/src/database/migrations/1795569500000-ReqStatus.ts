import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requests get a status (req/): open until an editor resolves it in the console. Every request
 * made so far is open. The console lists them by status, newest first, from one index.
 */
export class ReqStatus1795569500000 implements MigrationInterface {
  name = 'ReqStatus1795569500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "reqs" ADD "status" character varying(16) NOT NULL DEFAULT 'open'`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reqs_status_created" ON "reqs" ("status", "created_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_reqs_status_created"');
    await queryRunner.query('ALTER TABLE "reqs" DROP COLUMN "status"');
  }
}
