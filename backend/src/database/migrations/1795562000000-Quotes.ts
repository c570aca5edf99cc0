import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Proponent quotes (quote/): each under an argument, naming a person. */
export class Quotes1795562000000 implements MigrationInterface {
  name = 'Quotes1795562000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "quotes" ("created_by" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "id" character varying(16) NOT NULL, "arg_id" character varying(16) NOT NULL, "person_id" character varying(16) NOT NULL, "quote" text NOT NULL, "title_role" character varying(200) NOT NULL DEFAULT '', "source_url" character varying(2048) NOT NULL DEFAULT '', "quote_date" date, CONSTRAINT "PK_99a0e8bcbcd8719d3a41f23c263" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "IDX_quotes_arg" ON "quotes" ("arg_id", "created_at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_quotes_person" ON "quotes" ("person_id", "created_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_quotes_person"');
    await queryRunner.query('DROP INDEX "public"."IDX_quotes_arg"');
    await queryRunner.query('DROP TABLE "quotes"');
  }
}
