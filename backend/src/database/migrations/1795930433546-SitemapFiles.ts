import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sitemap's built files (sitemap/sitemap-builder.ts), served from here by every process. */
export class SitemapFiles1795930433546 implements MigrationInterface {
  name = 'SitemapFiles1795930433546';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sitemap_files" ("name" character varying(64) NOT NULL, "xml" text NOT NULL, "hash" character varying(64) NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_0de5735707c7a01b8763b549398" PRIMARY KEY ("name"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sitemap_files"`);
  }
}
