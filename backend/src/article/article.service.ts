import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { newId } from '../common/ids.js';
import { CreateService } from '../revision/create.service.js';
import type { Author } from '../revision/write-path.service.js';
import type {
  ArticleGuideDto,
  ArticlePageDto,
  NewArticleDto,
  NewArticleResultDto,
} from './article.dto.js';
import { ArticleEntity } from './article.entity.js';
import { articleKind, GUIDE_SLUG } from './article.kind.js';
import { articleDto, articleSummary } from './article.presenter.js';
import { listKey, readKeys } from '../common/read-keys.js';
import { slugKind } from '../slug/slug.kind.js';
import { findPageAddress } from '../slug/slug-address.js';

const editLocation = (id: string): string => `/edit/article/${id}`;

@Injectable()
export class ArticleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
  ) {}

  /** A new article has a title only (spec: New Article); its body is written on its edit page. */
  async create(user: Author, dto: NewArticleDto): Promise<NewArticleResultDto> {
    const { entity } = await this.creates.create(user, {
      type: 'article',
      check: (text) => ({ title: text('title', dto.title) }),
      insert: (manager, { title }) =>
        manager.save(
          manager.create(ArticleEntity, {
            id: newId(),
            title,
            body: '',
            createdBy: user.id,
            deletedAt: null,
          }),
        ),
      location: (a) => editLocation(a.id),
      revDesc: 'Added an article',
      recordedArgs: (texts) => texts,
    });
    return { ArticleID: entity.id, Location: editLocation(entity.id) };
  }

  /**
   * /article/{id} or /article/{slug} (an old slug too: the reader then redirects): the live
   * article; 404 when it is missing or deleted.
   */
  async page(address: string): Promise<ArticlePageDto> {
    const manager = this.dataSource.manager;
    const { id, slug } = await findPageAddress(manager, articleKind, address);
    const article = await manager.findOne(ArticleEntity, {
      where: { id, deletedAt: IsNull() },
    });
    if (!article) throw new NotFoundException(`There is no article ${id}.`);
    return { Article: articleDto(article, slug) };
  }

  /** The article that explains the site to newcomers: the one at GUIDE_SLUG, if it is live. */
  async guide(): Promise<ArticleGuideDto> {
    const manager = this.dataSource.manager;
    // Which article answers at the slug changes with a slug's write; whether it is live, with an
    // article's deletion or restoring; its text, with its own writes (named by its load).
    readKeys(listKey(slugKind.type), listKey(articleKind.type));
    const { id, slug } = await findPageAddress(manager, articleKind, GUIDE_SLUG);
    if (slug === null) return { Guide: null };
    const article = await manager.findOne(ArticleEntity, { where: { id, deletedAt: IsNull() } });
    return { Guide: article ? articleSummary(article, slug) : null };
  }
}
