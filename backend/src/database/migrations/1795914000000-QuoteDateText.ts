import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A quote's date becomes text, "YYYY-MM-DD": spec section 5 allows 29 February in any year, which
 * no SQL date can hold (a source may give a day surely and its year less so). Existing dates are
 * kept, written as they were read.
 */
export class QuoteDateText1795914000000 implements MigrationInterface {
  name = 'QuoteDateText1795914000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "quotes" ALTER COLUMN "quote_date" TYPE character varying(10)
         USING to_char("quote_date", 'YYYY-MM-DD')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // 29 February of a common year has no SQL date: it becomes the 28th.
    await queryRunner.query(
      `ALTER TABLE "quotes" ALTER COLUMN "quote_date" TYPE date
         USING CASE WHEN "quote_date" IS NULL THEN NULL
           WHEN substr("quote_date", 6) = '02-29'
             AND to_char(to_date(substr("quote_date", 1, 4) || '-03-01', 'YYYY-MM-DD') - 1, 'DD') = '28'
           THEN to_date(substr("quote_date", 1, 4) || '-02-28', 'YYYY-MM-DD')
           ELSE to_date("quote_date", 'YYYY-MM-DD') END`,
    );
  }
}
