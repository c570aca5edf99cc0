import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slugs (slug/): artifact_slugs holds each artifact's current slug (the content kind "slug", keyed
 * by the artifact's id); slug_paths holds every slug ever given, current or old, keyed by the slug
 * itself, so a slug is unique across the site and an old one keeps leading to its artifact.
 */
export class Slugs1795560000000 implements MigrationInterface {
  name = 'Slugs1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "artifact_slugs" ("id" character varying(16) NOT NULL, "artifact_type" character varying(16) NOT NULL, "slug" character varying(75) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_79bd44bcbb4613ed7fc11f9d7ad" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "slug_paths" ("slug" character varying(75) NOT NULL, "artifact_type" character varying(16) NOT NULL, "artifact_id" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7079390f4a8361cafa9c5742b6a" PRIMARY KEY ("slug"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_slug_paths_artifact" ON "slug_paths"  ("artifact_id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_slug_paths_artifact"');
    await queryRunner.query('DROP TABLE "slug_paths"');
    await queryRunner.query('DROP TABLE "artifact_slugs"');
  }
}
