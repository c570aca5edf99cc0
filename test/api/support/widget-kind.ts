import { Body, Controller, Get, HttpCode, Module, Post, Query } from '@nestjs/common';
import { IntersectionType } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import {
  Column,
  CreateDateColumn,
  Entity,
  type MigrationInterface,
  PrimaryColumn,
  type QueryRunner,
} from 'typeorm';
import { Authenticated, CurrentUser } from '../../../backend/src/common/authenticated.decorator.js';
import { IsArtifactId } from '../../../backend/src/common/id-validation.js';
import { newId } from '../../../backend/src/common/ids.js';
import { lineRule, titleRule } from '../../../backend/src/common/text-rules.js';
import { provideContentKind } from '../../../backend/src/revision/content-kind.registry.js';
import {
  type ArtifactKind,
  deletedFlag,
  noSuchField,
  pagePath,
  setDeleted,
  setText,
  textSnapshot,
} from '../../../backend/src/revision/content-kinds.js';
import { CreateService } from '../../../backend/src/revision/create.service.js';
import { EditService } from '../../../backend/src/revision/edit.service.js';
import type { KindPage } from '../../../backend/src/revision/kind-declarations.js';
import {
  EditBaseDto,
  type EditResultDto,
  HistoryPageQueryDto,
  type HistoryDto,
} from '../../../backend/src/revision/revision.dto.js';
import { RevisionModule } from '../../../backend/src/revision/revision.module.js';
import { RevisionService } from '../../../backend/src/revision/revision.service.js';
import type { Author } from '../../../backend/src/revision/write-path.service.js';

/**
 * A kind of content that exists only in the tests: everything a new kind needs, in one file (a
 * real one is a folder): its entity, its migration, its kind, and a module that registers the kind
 * and serves its create, edit and history routes.
 */

@Entity({ name: 'widgets' })
export class WidgetEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 }) id!: string;
  @Column({ type: 'varchar', length: 75 }) title!: string;
  @Column({ type: 'varchar', length: 300, default: '' }) body!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt!: Date | null;
}

export class CreateWidgets1900000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE "widgets" ("id" character varying(16) NOT NULL, "title" character varying(75) NOT NULL,
        "body" character varying(300) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_widgets" PRIMARY KEY ("id"))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE "widgets"');
  }
}

const WIDGET_TEXT_RULES = { Title: titleRule(), Body: lineRule('body', 300) };

/** Its pages: /w/{id or slug}, and an edit page. */
const WIDGET_PAGE: KindPage<WidgetEntity> = { level: 'w', editPage: true, slugged: true };

export const widgetKind: ArtifactKind<WidgetEntity> = {
  type: 'widget',
  typeName: 'Widget',
  noun: 'widget',
  plural: 'widgets',
  entity: WidgetEntity,
  page: WIDGET_PAGE,
  sitemap: {},
  console: {},
  inboxKind: 'widgetAction',
  textRules: WIDGET_TEXT_RULES,
  fields: { Body: { label: 'text', editLabel: 'Rewrote the widget' } },
  actionLabels: { WidgetCreate: { label: 'Made a widget' } },
  name: (w) => w.title,
  link: (w) => pagePath(WIDGET_PAGE, w.id),
  deletedLocation: () => '/',
  search: (w) => ({ title: w.title, body: w.body, link: pagePath(WIDGET_PAGE, w.id) }),
  async snapshot(_manager, w) {
    return { ...textSnapshot(w, WIDGET_TEXT_RULES), Deleted: deletedFlag(w) };
  },
  async applyField(_manager, w, field, value) {
    if (field === 'Deleted') return setDeleted(w, value);
    if (!setText(w, WIDGET_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};

class NewWidgetDto {
  @IsString({ message: 'title must be text' }) title!: string;
  @IsString({ message: 'body must be text' }) body!: string;
}

class WidgetIdDto {
  @IsArtifactId('widgetID') widgetID!: string;
}

class WidgetEditDto extends EditBaseDto {
  @IsArtifactId('widgetID') widgetID!: string;
}

class WidgetHistoryQueryDto extends IntersectionType(WidgetIdDto, HistoryPageQueryDto) {}

@Controller('widget')
class WidgetController {
  constructor(
    private readonly creates: CreateService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @HttpCode(200)
  @Authenticated()
  async create(@CurrentUser() user: Author, @Body() dto: NewWidgetDto) {
    // What is particular to widgets: their fields and their row; CreateService does the rest.
    const { entity, RevID } = await this.creates.create(user, {
      type: 'widget',
      check: (text) => ({ title: text('title', dto.title), body: text('body', dto.body) }),
      insert: (manager, texts) =>
        manager.save(manager.create(WidgetEntity, { id: newId(), ...texts, deletedAt: null })),
      location: (w: WidgetEntity) => widgetKind.link(w),
      revDesc: 'Added a widget',
      recordedArgs: (texts) => texts,
    });
    return { WidgetID: entity.id, RevID };
  }

  @Post('edit')
  @HttpCode(200)
  @Authenticated()
  edit(@CurrentUser() user: Author, @Body() dto: WidgetEditDto): Promise<EditResultDto> {
    return this.edits.edit('widget', dto.widgetID, dto, user);
  }

  @Get('history')
  history(
    @Query() query: WidgetHistoryQueryDto,
    @CurrentUser() user: Author | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('widget', query.widgetID, user, query);
  }
}

/** The one registration: RevisionModule for the engine, provideContentKind for the kind. */
@Module({
  imports: [RevisionModule],
  controllers: [WidgetController],
  providers: [provideContentKind(widgetKind)],
})
export class WidgetModule {}
