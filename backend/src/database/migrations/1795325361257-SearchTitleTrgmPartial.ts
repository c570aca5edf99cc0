import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fuzzy title matching covers questions, positions and tags: 50,000 argument titles made it slow. */
export class SearchTitleTrgmPartial1795325361257 implements MigrationInterface {
  name = 'SearchTitleTrgmPartial1795325361257';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_search_title_trgm"');
    await queryRunner.query(
      'CREATE INDEX "IDX_search_title_trgm" ON "search_entries" USING GIN ("title" gin_trgm_ops) WHERE "artifact_type" <> \'arg\'',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_search_title_trgm"');
    await queryRunner.query(
      'CREATE INDEX "IDX_search_title_trgm" ON "search_entries" USING GIN ("title" gin_trgm_ops)',
    );
  }
}
