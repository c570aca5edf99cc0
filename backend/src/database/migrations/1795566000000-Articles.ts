import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Articles (article/): a title and a body, written by editors. */
export class Articles1795566000000 implements MigrationInterface {
  name = 'Articles1795566000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "articles" ("created_by" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "id" character varying(16) NOT NULL, "title" character varying(75) NOT NULL, "body" text NOT NULL DEFAULT '', CONSTRAINT "PK_0a6e2c450d83e0b6052c2793334" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "articles"');
  }
}
