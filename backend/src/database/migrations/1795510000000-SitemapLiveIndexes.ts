import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['convos', 'positions', 'args'] as const;

/**
 * The sitemap pages each kind's live rows in (created_at, id) order: a partial index makes its
 * counts, its file starts and its keyset pages index scans of live rows only.
 */
export class SitemapLiveIndexes1795510000000 implements MigrationInterface {
  name = 'SitemapLiveIndexes1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_live_created" ON "${table}" ("created_at", "id") WHERE "deleted_at" IS NULL`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_live_created"`);
    }
  }
}
