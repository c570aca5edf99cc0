import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArgEntity } from '../arg/arg.entity.js';
import { SlugService } from '../slug/slug.service.js';
import { ArticleService } from '../article/article.service.js';
import { hashPassword } from '../auth/password.js';
import { CategoryEntity, ConvoCategoryEntity } from '../category/category.entity.js';
import { newId } from '../common/ids.js';
import { ConvoEntity } from '../convo/convo.entity.js';
import { PersonService } from '../person/person.service.js';
import { PosEntity } from '../pos/pos.entity.js';
import { QuoteService } from '../quote/quote.service.js';
import { ReqService } from '../req/req.service.js';
import { ARG_TEXT_RULES, argKind } from '../arg/arg.kind.js';
import { checkText } from '../common/text-rules.js';
import { CONVO_TEXT_RULES, convoKind } from '../convo/convo.kind.js';
import { POS_TEXT_RULES, posKind } from '../pos/pos.kind.js';
import { articleKind } from '../article/article.kind.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import { WritePathService } from '../revision/write-path.service.js';
import { UserEntity } from '../users/user.entity.js';
import {
  DEMO_ARTICLES,
  DEMO_CONVOS,
  DEMO_PEOPLE,
  type DemoArg,
  type DemoRequest,
} from './demo-content.js';

const SEED_LOCK = 727274003;
const AUTHOR = { username: 'EditorialTeam', email: 'editorial@localhost' };

/**
 * SEED_DEMO: a fresh site shows a living encyclopedia: questions with positions, arguments, links
 * and references, proponents with their quotes, requests to discuss, and articles. Every item is
 * written through the write path (the people, quotes, requests and articles through their
 * domains' services), so the demo content has the same revisions, inbox entries and search rows
 * as real edits. It runs only on a site without questions, once (an advisory lock).
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly persons: PersonService,
    private readonly quotes: QuoteService,
    private readonly reqs: ReqService,
    private readonly articles: ArticleService,
    private readonly slugs: SlugService,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /** The demo people by name, once created. */
  private people = new Map<string, string>();

  async seedIfEmpty(): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
      if ((await this.dataSource.manager.count(ConvoEntity)) > 0) return false;
      const author = await this.author();
      this.people.clear();
      for (const name of DEMO_PEOPLE) {
        const { Person } = await this.persons.create(author, { name });
        this.people.set(name, Person.PersonID);
      }
      for (const convo of DEMO_CONVOS) await this.seedConvo(convo, author);
      for (const article of DEMO_ARTICLES) {
        const { ArticleID } = await this.articles.create(author, { title: article.title });
        await this.setField(articleKind, ArticleID, 'Body', '', article.body, author);
        if (article.slug) {
          await this.slugs.create(author, {
            slug: article.slug,
            artifactType: articleKind.type,
            artifactID: ArticleID,
          });
        }
      }
      this.logger.log(
        `Seeded ${DEMO_CONVOS.length} demo questions, ${DEMO_PEOPLE.length} people and ${DEMO_ARTICLES.length} articles.`,
      );
      return true;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
      await runner.release();
    }
  }

  private async author(): Promise<UserEntity> {
    const users = this.dataSource.getRepository(UserEntity);
    const existing = await users.findOneBy({ username: AUTHOR.username.toLowerCase() });
    if (existing) return existing;
    // Nobody logs in as the demo author: its password is random and never shown.
    return users.save(
      users.create({
        id: newId(),
        username: AUTHOR.username.toLowerCase(),
        usernameCased: AUTHOR.username,
        email: AUTHOR.email,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        role: 'editor',
      }),
    );
  }

  private async seedConvo(demo: (typeof DEMO_CONVOS)[number], author: UserEntity): Promise<void> {
    const rules = CONVO_TEXT_RULES;
    const { entity: convo } = await this.writePath.create<ConvoEntity>(
      {
        type: convoKind.type,
        insert: async (manager) => {
          const created = await manager.save(
            manager.create(ConvoEntity, {
              id: newId(),
              title: checkText('title', demo.title, rules.Title),
              description: checkText('description', demo.description, rules.Description),
              createdBy: author.id,
              posOrder: [],
              tags: '',
            }),
          );
          const category =
            (await manager.findOneBy(CategoryEntity, { title: demo.category })) ??
            (await manager.save(
              manager.create(CategoryEntity, {
                id: newId(),
                title: demo.category,
                description: '',
              }),
            ));
          await manager.insert(ConvoCategoryEntity, {
            convoId: created.id,
            categoryId: category.id,
          });
          return created;
        },
        location: (c) => convoKind.link(c),
      },
      'Created the question',
      author,
      { title: demo.title, description: demo.description },
    );
    await this.setField(convoKind, convo.id, 'Tags', '', demo.tags, author);
    for (const demoPos of demo.positions) {
      const { entity: pos } = await this.writePath.create<PosEntity>(
        {
          type: posKind.type,
          insert: async (manager) => {
            const created = await manager.save(
              manager.create(PosEntity, {
                id: newId(),
                convoId: convo.id,
                title: checkText('title', demoPos.title, POS_TEXT_RULES.Title),
                description: checkText(
                  'description',
                  demoPos.description,
                  POS_TEXT_RULES.Description,
                ),
                argOrder: [],
                createdBy: author.id,
              }),
            );
            const parent = await manager.findOneByOrFail(ConvoEntity, { id: convo.id });
            parent.posOrder = [...parent.posOrder, created.id];
            await manager.save(parent);
            return created;
          },
          location: (p) => posKind.link(p),
        },
        'Added a position',
        author,
        { convoID: convo.id, title: demoPos.title },
      );
      for (const demoArg of demoPos.args) await this.seedArg(pos, demoArg, author);
    }
    await this.seedRequests('convo', convo.id, demo.requests, author);
  }

  private async seedRequests(
    artifactType: 'convo' | 'arg',
    artifactID: string,
    requests: DemoRequest[] | undefined,
    author: UserEntity,
  ): Promise<void> {
    for (const { title, issue } of requests ?? []) {
      await this.reqs.create(author, { artifactType, artifactID, title, issue });
    }
  }

  private async seedArg(pos: PosEntity, demo: DemoArg, author: UserEntity): Promise<void> {
    const { entity: arg } = await this.writePath.create<ArgEntity>(
      {
        type: argKind.type,
        insert: async (manager) => {
          const created = await manager.save(
            manager.create(ArgEntity, {
              id: newId(),
              posId: pos.id,
              convoId: pos.convoId,
              title: checkText('title', demo.title, ARG_TEXT_RULES.Title),
              description: checkText('description', demo.description, ARG_TEXT_RULES.Description),
              createdBy: author.id,
            }),
          );
          const parent = await manager.findOneByOrFail(PosEntity, { id: pos.id });
          parent.argOrder = [...parent.argOrder, created.id];
          await manager.save(parent);
          return created;
        },
        location: (a) => argKind.link(a),
      },
      'Added an argument',
      author,
      { posID: pos.id, title: demo.title },
    );
    await this.setField(argKind, arg.id, 'Argument', '', demo.argument, author);
    if (demo.premises) await this.setField(argKind, arg.id, 'Premises', '', demo.premises, author);
    if (demo.counterArguments)
      await this.setField(argKind, arg.id, 'CounterArguments', '', demo.counterArguments, author);
    if (demo.references)
      await this.setField(argKind, arg.id, 'ReferencesBody', '', demo.references, author);
    for (const link of demo.links ?? []) {
      const args = JSON.stringify({ Title: link.title, URL: link.url, Icon: link.icon ?? '' });
      await this.writePath.edit(
        argKind.type,
        arg.id,
        { ActionName: 'ArgAddExternalLink', ArgsJSON: args },
        '',
        author,
      );
    }
    for (const quote of demo.quotes ?? []) {
      const personID = this.people.get(quote.person);
      if (!personID) throw new Error(`The demo person ${quote.person} is not in DEMO_PEOPLE.`);
      await this.quotes.create(author, {
        argID: arg.id,
        personID,
        quote: quote.quote,
        titleRole: quote.titleRole,
        sourceURL: quote.sourceURL ?? '',
        quoteDate: quote.date ?? null,
      });
    }
    await this.seedRequests('arg', arg.id, demo.requests, author);
  }

  private setField(
    kind: Pick<ArtifactKind, 'type' | 'typeName'>,
    id: string,
    field: string,
    oldValue: string,
    newValue: string,
    author: UserEntity,
  ) {
    const args = JSON.stringify({ FieldName: field, OldValue: oldValue, NewValue: newValue });
    return this.writePath.edit(
      kind.type,
      id,
      { ActionName: `${kind.typeName}EditTextField`, ArgsJSON: args },
      // As a person names the field ('Wrote the counter-arguments'), not as the API does.
      `Wrote the ${this.kinds.describe(kind.type).fields[field]?.label ?? field}`,
      author,
    );
  }
}
