import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sitemap pages live people in (created_at, id) order like questions, positions and
 * arguments (SitemapLiveIndexes): counts, file starts and keyset pages scan live rows only.
 */
export class PersonsSitemapIndex1795567500000 implements MigrationInterface {
  name = 'PersonsSitemapIndex1795567500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_persons_live_created" ON "persons" ("created_at", "id") WHERE "deleted_at" IS NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_persons_live_created"');
  }
}
