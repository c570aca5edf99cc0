import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each question's opinion groups and bridging arguments (opinion-groups/), written by their job. */
export class OpinionGroups1795940564633 implements MigrationInterface {
  name = 'OpinionGroups1795940564633';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "opinion_groups" ("convo_id" character varying(16) NOT NULL, "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "voters" integer NOT NULL, "k" smallint NOT NULL, "k_candidate" smallint, "k_streak" smallint NOT NULL DEFAULT \'0\', "groups" jsonb NOT NULL, "consensus" jsonb NOT NULL, CONSTRAINT "PK_4da311e4c586522307d931af392" PRIMARY KEY ("convo_id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "opinion_groups"');
  }
}
