import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters need no crash safety (after a crash they start again), and every search and
 * vote updates one: on a logged table each such commit waits for a WAL flush while holding the
 * counter's row, so one busy key (an address, a voter) could take only a few hundred requests a
 * second. An unlogged table writes no WAL, so its commits do not wait.
 */
export class RateLimitUnlogged1795520000000 implements MigrationInterface {
  name = 'RateLimitUnlogged1795520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "rate_limit" SET UNLOGGED');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "rate_limit" SET LOGGED');
  }
}
