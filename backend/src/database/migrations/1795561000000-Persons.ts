import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People (proponents, person/). Their URL alias is unique (byte order, so that "jane-doe-%" is an
 * index range); proponent search matches names by trigrams of lower(name), and the A-Z list pages
 * live people in (lower(name), id) byte order. GIN without a pending list, like the search index's.
 */
export class Persons1795561000000 implements MigrationInterface {
  name = 'Persons1795561000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "persons" ("created_by" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "id" character varying(16) NOT NULL, "name" character varying(200) NOT NULL, "path_alias" character varying(80) COLLATE "C" NOT NULL, "image_url" character varying(2048), CONSTRAINT "PK_74278d8812a049233ce41440ac7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_persons_path_alias" ON "persons" ("path_alias") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_persons_name_trgm" ON "persons" USING GIN (lower("name") gin_trgm_ops) WITH (fastupdate = off) WHERE "deleted_at" IS NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_persons_name_order" ON "persons" ((lower("name") COLLATE "C"), "id") WHERE "deleted_at" IS NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_persons_name_order"');
    await queryRunner.query('DROP INDEX "public"."IDX_persons_name_trgm"');
    await queryRunner.query('DROP INDEX "public"."UQ_persons_path_alias"');
    await queryRunner.query('DROP TABLE "persons"');
  }
}
