import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795569000000 implements MigrationInterface {
  name = 'AuditLog1795569000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_entries" ("id" character varying(16) NOT NULL, "action" character varying(24) NOT NULL, "actor_id" character varying(16) NOT NULL, "actor_name" character varying(30) NOT NULL, "target_type" character varying(16) NOT NULL, "target_id" character varying(16) NOT NULL, "target_name" character varying(200) NOT NULL, "target_link" character varying(200) NOT NULL DEFAULT \'\', "reason" character varying(300) NOT NULL DEFAULT \'\', "details" character varying(200) NOT NULL DEFAULT \'\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b1623bcad4d04530b76548d619" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_action_created" ON "audit_entries"  ("action", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_created" ON "audit_entries"  ("created_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_audit_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_audit_action_created"');
    await queryRunner.query('DROP TABLE "audit_entries"');
  }
}
