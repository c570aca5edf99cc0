import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { newId } from '../common/ids.js';
import { CreateService } from '../revision/create.service.js';
import type { Author } from '../revision/write-path.service.js';
import type { ArticlePageDto, NewArticleDto, NewArticleResultDto } from './article.dto.js';
import { ArticleEntity } from './article.entity.js';
import { articleKind } from './article.kind.js';
import { articleDto } from './article.presenter.js';
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
}
