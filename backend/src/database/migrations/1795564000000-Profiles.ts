import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users' public profiles (profile/): one row per user who saved one, keyed by the user's id; the
 * lengths are the spec's size hints (section 5), counted in characters as PostgreSQL counts them.
 */
export class Profiles1795564000000 implements MigrationInterface {
  name = 'Profiles1795564000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_profiles" ("user_id" character varying(16) NOT NULL, "full_name" character varying(200) NOT NULL DEFAULT '', "bio" character varying(5000) NOT NULL DEFAULT '', "location" character varying(50) NOT NULL DEFAULT '', "link" character varying(2048) NOT NULL DEFAULT '', "expertise" character varying(5000) NOT NULL DEFAULT '', "category_ids" character varying(16) array NOT NULL DEFAULT '{}', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6ca9503d77ae39b4b5a6cc3ba88" PRIMARY KEY ("user_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "user_profiles"');
  }
}
