import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An argument's external links (link/link.entity.ts): its current ones, in order. */
export class ArgLinks1795563000000 implements MigrationInterface {
  name = 'ArgLinks1795563000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "arg_links" (
        "arg_id" character varying(16) NOT NULL,
        "id" character varying(16) NOT NULL,
        "position" integer NOT NULL,
        "title" character varying(200) NOT NULL,
        "url" character varying(2000) NOT NULL,
        "image" character varying(2000) NOT NULL DEFAULT '',
        "icon" character varying(2000) NOT NULL DEFAULT '',
        CONSTRAINT "PK_arg_links" PRIMARY KEY ("arg_id", "id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_arg_links_arg_position" ON "arg_links" ("arg_id", "position")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "arg_links"`);
  }
}
