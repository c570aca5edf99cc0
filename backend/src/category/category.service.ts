import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { newId } from '../common/ids.js';
import { CreateService } from '../revision/create.service.js';
import type { Author } from '../revision/write-path.service.js';
import { CategoryEntity, ConvoCategoryEntity } from './category.entity.js';
import { categoryDto, categoryRef } from './category.presenter.js';
import { categoryKind } from './category.kind.js';
import type { CategoryRefDto } from '../convo/convo.dto.js';
import type {
  CategoryListDto,
  CategoryPageDto,
  NewCategoryDto,
  NewCategoryResultDto,
} from './category.dto.js';
import { listKey, readKeys } from '../common/read-keys.js';

@Injectable()
export class CategoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
  ) {}

  /** A new category (CategoryCreate); the console gives its description at once too. */
  async create(user: Author, dto: NewCategoryDto, description = ''): Promise<NewCategoryResultDto> {
    const { entity } = await this.creates.create(user, {
      type: 'category',
      // The console names its field Description.
      check: (text) => ({
        title: text('title', dto.title),
        description: text('Description', description),
      }),
      insert: (manager, { title, description }) =>
        manager.save(manager.create(CategoryEntity, { id: newId(), title, description })),
      location: (c) => `/edit/categories/${c.id}`,
      revDesc: 'Created the category',
      recordedArgs: ({ title, description }) => (description ? { title, description } : { title }),
    });
    return { CategoryID: entity.id, Location: `/edit/categories/${entity.id}` };
  }

  /** /categories/{id} and /edit/categories/{id}: the live category; 404 when it is missing or deleted. */
  async page(categoryID: string): Promise<CategoryPageDto> {
    const category = await this.dataSource.manager.findOne(CategoryEntity, {
      where: { id: categoryID, deletedAt: IsNull() },
    });
    if (!category) throw new NotFoundException(`There is no category ${categoryID}.`);
    return { Category: categoryDto(category) };
  }

  async list(): Promise<CategoryListDto> {
    readKeys(listKey(categoryKind.type));
    const rows = await this.dataSource.manager.find(CategoryEntity, {
      where: { deletedAt: IsNull() },
      order: { title: 'ASC' },
    });
    return { Categories: rows.map(categoryRef) };
  }

  /**
   * The live categories among these ids, by title (unknown and deleted ids are left out): how
   * another domain checks and shows category ids it keeps (a profile's interests). Callers bound
   * the list.
   */
  async liveRefs(ids: readonly string[]): Promise<CategoryRefDto[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.manager.find(CategoryEntity, {
      select: { id: true, title: true },
      where: { id: In([...new Set(ids)]), deletedAt: IsNull() },
      order: { title: 'ASC', id: 'ASC' },
    });
    return rows.map(categoryRef);
  }

  /** The live categories a question is filed under, by title. */
  async ofConvo(convoId: string): Promise<CategoryRefDto[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(CategoryEntity, 'c')
      .innerJoin(ConvoCategoryEntity, 'cc', 'cc.categoryId = c.id')
      .where('cc.convoId = :convoId', { convoId })
      .andWhere('c.deletedAt IS NULL')
      .orderBy('c.title')
      .getMany();
    return rows.map(categoryRef);
  }
}
