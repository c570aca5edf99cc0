import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the image clean-up (upload/image-cleanup.ts) needs to know of each image: when it was last
 * uploaded, and whether a revision names it, filled in here from the history written so far.
 */
export class ImageHistory1795930433547 implements MigrationInterface {
  name = 'ImageHistory1795930433547';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "images" ADD "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`UPDATE "images" SET "uploaded_at" = "created_at"`);
    await queryRunner.query(`ALTER TABLE "images" ADD "in_history" boolean NOT NULL DEFAULT false`);
    // Every image a revision names so far: in its state after the change, or as a value replaced.
    await queryRunner.query(
      `UPDATE "images" SET "in_history" = true WHERE "id" IN (
         SELECT (regexp_matches(r.snapshot::text || r.diff::text, '/api/image/([0-9a-f]{64})', 'g'))[1]
           FROM "revisions" r)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_images_not_in_history" ON "images" ("uploaded_at") WHERE NOT "in_history"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_profile_images_image" ON "user_profile_images" ("image_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_user_profile_images_image"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_images_not_in_history"`);
    await queryRunner.query(`ALTER TABLE "images" DROP COLUMN "in_history"`);
    await queryRunner.query(`ALTER TABLE "images" DROP COLUMN "uploaded_at"`);
  }
}
