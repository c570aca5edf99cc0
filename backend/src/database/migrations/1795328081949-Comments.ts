import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Comments1795328081949 implements MigrationInterface {
  name = 'Comments1795328081949';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "comments" ("id" character varying(16) NOT NULL, "thread_id" character varying(16) NOT NULL, "parent_id" character varying(16), "user_id" character varying(16) NOT NULL, "username_cased" character varying(30) NOT NULL, "body" text NOT NULL, "edited" boolean NOT NULL DEFAULT false, "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_reason" character varying(16), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8bf68bc960f2b69e818bdb90dcb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_comments_thread_created" ON "comments"  ("thread_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "comment_reports" ("comment_id" character varying(16) NOT NULL, "user_id" character varying(16) NOT NULL, "pathname" character varying(2048) NOT NULL DEFAULT \'\', "resolved" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2e809aac4f150fbbb1a03f7edf6" PRIMARY KEY ("comment_id", "user_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_comment_reports_resolved_created" ON "comment_reports"  ("resolved", "created_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_comment_reports_resolved_created"');
    await queryRunner.query('DROP TABLE "comment_reports"');
    await queryRunner.query('DROP INDEX "public"."IDX_comments_thread_created"');
    await queryRunner.query('DROP TABLE "comments"');
  }
}
