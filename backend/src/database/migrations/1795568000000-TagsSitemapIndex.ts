import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sitemap pages tags in (created_at, id) order like the other kinds it lists: counts, file
 * starts and keyset pages walk this index (tags are never deleted, so it is not partial).
 */
export class TagsSitemapIndex1795568000000 implements MigrationInterface {
  name = 'TagsSitemapIndex1795568000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "IDX_tags_created" ON "tags" ("created_at", "id")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_tags_created"');
  }
}
