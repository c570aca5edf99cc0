import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The recent-changes feed's commit order (each revision's writing transaction; the rows already
 * there all get this migration's, and are listed in id order) and personal API tokens.
 */
export class ChangesFeedAndApiTokens1795940394024 implements MigrationInterface {
  name = 'ChangesFeedAndApiTokens1795940394024';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TYPE "public"."api_token_scope" AS ENUM(\'read\', \'write\')');
    await queryRunner.query(
      'CREATE TABLE "api_tokens" ("id" character varying(16) NOT NULL, "user_id" character varying(16) NOT NULL, "name" character varying(60) NOT NULL, "scope" "public"."api_token_scope" NOT NULL, "token_hash" character(64) NOT NULL, "prefix" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_api_tokens_hash" ON "api_tokens"  ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_api_tokens_user" ON "api_tokens"  ("user_id", "created_at") ',
    );
    // The writing transaction's (top-level) id; STABLE, so the rows already there all get this
    // migration's without a rewrite of the table.
    await queryRunner.query(
      "CREATE FUNCTION revision_xid() RETURNS bigint LANGUAGE sql STABLE AS 'SELECT pg_current_xact_id()::text::bigint'",
    );
    await queryRunner.query(
      'ALTER TABLE "revisions" ADD "xid" bigint NOT NULL DEFAULT revision_xid()',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_revisions_commit_order" ON "revisions"  ("xid", "id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_b74883f5884a42fd8496d389b25"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_revisions_commit_order"');
    await queryRunner.query('ALTER TABLE "revisions" DROP COLUMN "xid"');
    await queryRunner.query('DROP FUNCTION revision_xid()');
    await queryRunner.query('DROP INDEX "public"."IDX_api_tokens_user"');
    await queryRunner.query('DROP INDEX "public"."UQ_api_tokens_hash"');
    await queryRunner.query('DROP TABLE "api_tokens"');
    await queryRunner.query('DROP TYPE "public"."api_token_scope"');
  }
}
