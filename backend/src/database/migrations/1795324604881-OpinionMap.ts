import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OpinionMap1795324604881 implements MigrationInterface {
  name = 'OpinionMap1795324604881';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram matching gives search its typo tolerance.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(
      'CREATE TABLE "args" ("id" character varying(16) NOT NULL, "pos_id" character varying(16) NOT NULL, "convo_id" character varying(16) NOT NULL, "title" character varying(75) NOT NULL, "description" character varying(300) NOT NULL, "argument" text NOT NULL DEFAULT \'\', "context" text NOT NULL DEFAULT \'\', "counter_arguments" text NOT NULL DEFAULT \'\', "framing" text NOT NULL DEFAULT \'\', "further_reading" text NOT NULL DEFAULT \'\', "premises" text NOT NULL DEFAULT \'\', "references_body" text NOT NULL DEFAULT \'\', "rejecting_premises" text NOT NULL DEFAULT \'\', "tags" character varying(1000) NOT NULL DEFAULT \'\', "created_by" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_da4a53affb1ea66c3367e091539" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_args_convo" ON "args"  ("convo_id") ');
    await queryRunner.query('CREATE INDEX "IDX_args_pos" ON "args"  ("pos_id") ');
    await queryRunner.query(
      'CREATE TABLE "categories" ("id" character varying(16) NOT NULL, "title" character varying(75) NOT NULL, "description" character varying(300) NOT NULL DEFAULT \'\', "image_url" character varying(2048), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "convo_categories" ("convo_id" character varying(16) NOT NULL, "category_id" character varying(16) NOT NULL, CONSTRAINT "PK_317d5766a03a39def276034f493" PRIMARY KEY ("convo_id", "category_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_convo_categories_category" ON "convo_categories"  ("category_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "convos" ("id" character varying(16) NOT NULL, "title" character varying(75) NOT NULL, "description" character varying(300) NOT NULL, "image_url" character varying(2048), "tags" character varying(1000) NOT NULL DEFAULT \'\', "pos_order" jsonb NOT NULL DEFAULT \'[]\', "created_by" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_449030e82c5b205984b366a35f8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_convos_created" ON "convos"  ("created_at") ');
    await queryRunner.query(
      'CREATE TABLE "inbox_entries" ("id" character varying(16) NOT NULL, "revision_id" character varying(16) NOT NULL, "kind" character varying(20) NOT NULL, "status" character varying(8) NOT NULL DEFAULT \'unseen\', "undone" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_824ef0e35be1eaa48c074873ce8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_inbox_revision" ON "inbox_entries"  ("revision_id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_inbox_created" ON "inbox_entries"  ("created_at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_inbox_status_created" ON "inbox_entries"  ("status", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "positions" ("id" character varying(16) NOT NULL, "convo_id" character varying(16) NOT NULL, "title" character varying(75) NOT NULL, "description" character varying(300) NOT NULL DEFAULT \'\', "arg_order" jsonb NOT NULL DEFAULT \'[]\', "created_by" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_17e4e62ccd5749b289ae3fae6f3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_positions_convo" ON "positions"  ("convo_id") ');
    await queryRunner.query(
      'CREATE TABLE "revisions" ("id" character varying(16) NOT NULL, "artifact_type" character varying(16) NOT NULL, "artifact_id" character varying(16) NOT NULL, "artifact_name" character varying(200) NOT NULL, "artifact_link" character varying(200) NOT NULL, "user_id" character varying(16) NOT NULL, "username_cased" character varying(30) NOT NULL, "action_name" character varying(40) NOT NULL, "args_json" text NOT NULL, "user_description" character varying(300) NOT NULL, "diff" jsonb NOT NULL, "snapshot" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4aa9ee2c71c50508c3c501573c9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_revisions_user" ON "revisions"  ("user_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_revisions_artifact" ON "revisions"  ("artifact_type", "artifact_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "revision_likes" ("revision_id" character varying(16) NOT NULL, "user_id" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3552026dc246f4c7d5cdf62f22" PRIMARY KEY ("revision_id", "user_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_revision_likes_revision" ON "revision_likes"  ("revision_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "search_entries" ("artifact_type" character varying(16) NOT NULL, "artifact_id" character varying(16) NOT NULL, "title" character varying(200) NOT NULL, "link" character varying(200) NOT NULL, "document" tsvector NOT NULL, CONSTRAINT "PK_5a6c7a04b8de4653d67b6469867" PRIMARY KEY ("artifact_type", "artifact_id"))',
    );
    // GIN indexes TypeORM cannot declare (the entity marks them synchronize: false).
    await queryRunner.query(
      'CREATE INDEX "IDX_search_document" ON "search_entries" USING GIN ("document")',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_search_title_trgm" ON "search_entries" USING GIN ("title" gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE TABLE "tags" ("id" character varying(16) NOT NULL, "name" character varying(40) NOT NULL, "key" character varying(40) NOT NULL, "description" character varying(300) NOT NULL DEFAULT \'\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e7dc17249a1148a1970748eda99" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_tags_key" ON "tags"  ("key") ');
    await queryRunner.query(
      'CREATE TABLE "artifact_tags" ("tag_id" character varying(16) NOT NULL, "artifact_type" character varying(16) NOT NULL, "artifact_id" character varying(16) NOT NULL, CONSTRAINT "PK_47309c33538da9f5cb345e186e3" PRIMARY KEY ("tag_id", "artifact_type", "artifact_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_artifact_tags_artifact" ON "artifact_tags"  ("artifact_type", "artifact_id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_artifact_tags_artifact"');
    await queryRunner.query('DROP TABLE "artifact_tags"');
    await queryRunner.query('DROP INDEX "public"."UQ_tags_key"');
    await queryRunner.query('DROP TABLE "tags"');
    await queryRunner.query('DROP TABLE "search_entries"');
    await queryRunner.query('DROP INDEX "public"."IDX_revision_likes_revision"');
    await queryRunner.query('DROP TABLE "revision_likes"');
    await queryRunner.query('DROP INDEX "public"."IDX_revisions_artifact"');
    await queryRunner.query('DROP INDEX "public"."IDX_revisions_user"');
    await queryRunner.query('DROP TABLE "revisions"');
    await queryRunner.query('DROP INDEX "public"."IDX_positions_convo"');
    await queryRunner.query('DROP TABLE "positions"');
    await queryRunner.query('DROP INDEX "public"."IDX_inbox_status_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_inbox_created"');
    await queryRunner.query('DROP INDEX "public"."UQ_inbox_revision"');
    await queryRunner.query('DROP TABLE "inbox_entries"');
    await queryRunner.query('DROP INDEX "public"."IDX_convos_created"');
    await queryRunner.query('DROP TABLE "convos"');
    await queryRunner.query('DROP INDEX "public"."IDX_convo_categories_category"');
    await queryRunner.query('DROP TABLE "convo_categories"');
    await queryRunner.query('DROP TABLE "categories"');
    await queryRunner.query('DROP INDEX "public"."IDX_args_pos"');
    await queryRunner.query('DROP INDEX "public"."IDX_args_convo"');
    await queryRunner.query('DROP TABLE "args"');
  }
}
