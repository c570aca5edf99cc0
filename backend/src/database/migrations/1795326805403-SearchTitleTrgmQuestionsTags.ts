import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Typo matching looks at question and tag titles only, which keeps it a few milliseconds at any size. */
export class SearchTitleTrgmQuestionsTags1795326805403 implements MigrationInterface {
  name = 'SearchTitleTrgmQuestionsTags1795326805403';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_search_title_trgm"');
    await queryRunner.query(
      'CREATE INDEX "IDX_search_title_trgm" ON "search_entries" USING GIN ("title" gin_trgm_ops) WHERE "artifact_type" IN (\'convo\', \'tag\')',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_search_title_trgm"');
    await queryRunner.query(
      'CREATE INDEX "IDX_search_title_trgm" ON "search_entries" USING GIN ("title" gin_trgm_ops) WHERE "artifact_type" <> \'arg\'',
    );
  }
}
