import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CommentReportReasons1795912513135 implements MigrationInterface {
  name = 'CommentReportReasons1795912513135';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "comment_reports" ADD "reason" character varying(16)');
    await queryRunner.query(
      'ALTER TABLE "comment_reports" ADD "details" character varying(500) NOT NULL DEFAULT \'\'',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "comment_reports" DROP COLUMN "details"');
    await queryRunner.query('ALTER TABLE "comment_reports" DROP COLUMN "reason"');
  }
}
