import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How many of each choice's voters were signed in, kept next to the count (results stay O(1)). */
export class VoteCountsSignedIn1795425215688 implements MigrationInterface {
  name = 'VoteCountsSignedIn1795425215688';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "vote_counts" ADD "signed_in" integer NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query(
      `UPDATE vote_counts c SET signed_in = s.n
         FROM (SELECT target_type, target_id, value AS choice, COUNT(*)::int AS n FROM vote_latest
                WHERE question IN ('agreement', 'position') AND voter_key LIKE 'u:%' AND value <> ''
                GROUP BY target_type, target_id, value) s
        WHERE c.target_type = s.target_type AND c.target_id = s.target_id AND c.choice = s.choice`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "vote_counts" DROP COLUMN "signed_in"');
  }
}
