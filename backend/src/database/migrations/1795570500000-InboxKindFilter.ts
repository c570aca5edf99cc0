import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The console's inbox filter by kind: a page and its total read only that kind's entries. */
export class InboxKindFilter1795570500000 implements MigrationInterface {
  name = 'InboxKindFilter1795570500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_inbox_kind_status_created" ON "inbox_entries" ("kind", "status", "created_at") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_inbox_kind_status_created"');
  }
}
