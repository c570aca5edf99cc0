import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded images (upload/): the re-encoded bytes in PostgreSQL keyed by their SHA-256, and each
 * user's current profile image.
 */
export class Images1795567000000 implements MigrationInterface {
  name = 'Images1795567000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "images" ("id" character varying(64) NOT NULL, "content_type" character varying(32) NOT NULL, "byte_size" integer NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "data" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1fe148074c6a1a91b63cb9ee3c9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_profile_images" ("user_id" character varying(16) NOT NULL, "image_id" character varying(64) NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_user_profile_images" PRIMARY KEY ("user_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "user_profile_images"');
    await queryRunner.query('DROP TABLE "images"');
  }
}
