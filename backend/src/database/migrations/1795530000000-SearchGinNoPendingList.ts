import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES = ['IDX_search_document', 'IDX_search_title_trgm'];

/**
 * With GIN's fast update (the default), new search entries wait in the index's pending list until
 * a vacuum merges them, and every search reads that whole list: after 56,000 bulk-loaded entries a
 * search read about 330 pending pages of the full-text index and 117 of the trigram one (6-30 ms
 * instead of about 1 ms). Without it, each write of a search entry updates the index at once (a
 * little slower; writes are rare next to searches) and a search's cost no longer depends on how
 * much was written since the last vacuum. What is pending now is merged here.
 */
export class SearchGinNoPendingList1795530000000 implements MigrationInterface {
  name = 'SearchGinNoPendingList1795530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await queryRunner.query(`ALTER INDEX "${index}" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES)
      await queryRunner.query(`ALTER INDEX "${index}" RESET (fastupdate)`);
  }
}
