import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cross-tab releases (crosstab/crosstab-release.entity.ts) and the vote-activity sweep's watermark
 * and questions waiting to be handed on (insight/vote-activity.ts).
 */
export class CrossTabsVoteActivity1795940755001 implements MigrationInterface {
  name = 'CrossTabsVoteActivity1795940755001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "crosstab_releases" ("convo_id" character varying(16) NOT NULL, "seq" integer NOT NULL, "released_at" TIMESTAMP WITH TIME ZONE NOT NULL, "snapshot_at" TIMESTAMP WITH TIME ZONE NOT NULL, "changes" integer NOT NULL, "rows" jsonb NOT NULL, "args" jsonb NOT NULL, "cells" jsonb NOT NULL, "bases" jsonb NOT NULL, CONSTRAINT "PK_7581c00f73c2fda2ca17bb0b65f" PRIMARY KEY ("convo_id", "seq"))',
    );
    await queryRunner.query(
      'CREATE TABLE "vote_activity_state" ("id" smallint NOT NULL, "watermark" bigint NOT NULL DEFAULT \'0\', CONSTRAINT "PK_ae5b809d839896ea91cf71853de" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "vote_activity_pending" ("convo_id" character varying(16) NOT NULL, "first_seen" TIMESTAMP WITH TIME ZONE NOT NULL, "last_vote_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_2a0c308ac17a34e4b465ae6c21d" PRIMARY KEY ("convo_id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "vote_activity_pending"');
    await queryRunner.query('DROP TABLE "vote_activity_state"');
    await queryRunner.query('DROP TABLE "crosstab_releases"');
  }
}
