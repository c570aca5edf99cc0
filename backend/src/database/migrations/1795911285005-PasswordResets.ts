import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordResets1795911285005 implements MigrationInterface {
  name = 'PasswordResets1795911285005';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "password_resets" ("token_hash" character(64) NOT NULL, "user_id" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "spent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_323290a9239ad3d397ad78018ec" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_password_resets_user" ON "password_resets"  ("user_id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_password_resets_user"');
    await queryRunner.query('DROP TABLE "password_resets"');
  }
}
