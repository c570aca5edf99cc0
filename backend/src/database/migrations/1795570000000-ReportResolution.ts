import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who resolved a comment report, when and how; and the audit log's filter by actor. */
export class ReportResolution1795570000000 implements MigrationInterface {
  name = 'ReportResolution1795570000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "comment_reports" ADD "resolved_by" character varying(16)',
    );
    await queryRunner.query(
      'ALTER TABLE "comment_reports" ADD "resolved_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query('ALTER TABLE "comment_reports" ADD "resolution" character varying(16)');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_actor_created" ON "audit_entries"  ("actor_id", "created_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_audit_actor_created"');
    await queryRunner.query('ALTER TABLE "comment_reports" DROP COLUMN "resolution"');
    await queryRunner.query('ALTER TABLE "comment_reports" DROP COLUMN "resolved_at"');
    await queryRunner.query('ALTER TABLE "comment_reports" DROP COLUMN "resolved_by"');
  }
}
