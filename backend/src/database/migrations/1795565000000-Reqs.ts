import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requests (req/): discussion requests about a question or an argument, and admin requests about
 * the site (no artifact). The requests of an artifact are listed newest first from one index.
 */
export class Reqs1795565000000 implements MigrationInterface {
  name = 'Reqs1795565000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reqs" ("created_by" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "id" character varying(16) NOT NULL, "title" character varying(75) NOT NULL, "issue" character varying(5000) NOT NULL, "artifact_type" character varying(16), "artifact_id" character varying(16), CONSTRAINT "PK_f6f6a5756923478908f0b97715e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_reqs_artifact" ON "reqs" ("artifact_type", "artifact_id", "created_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_reqs_artifact"');
    await queryRunner.query('DROP TABLE "reqs"');
  }
}
