import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { ArgEntity } from '../arg/arg.entity.js';
import { CategoryEntity, ConvoCategoryEntity } from '../category/category.entity.js';
import { newId } from '../common/ids.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { PosEntity } from '../pos/pos.entity.js';
import { orderChildren } from '../revision/ordering.js';
import { checkText } from '../common/text-rules.js';
import { CONVO_TEXT_RULES } from './convo.kind.js';
import { WritePathService } from '../revision/write-path.service.js';
import { isOffensive, tagRefs } from '../tag/tag-refs.js';
import type { UserEntity } from '../users/user.entity.js';
import { ConvoEntity } from './convo.entity.js';
import type {
  ChildrenDto,
  ConvoListDto,
  ConvoListQueryDto,
  ConvoPageDto,
  NewConvoDto,
  NewConvoResultDto,
} from './convo.dto.js';

export function argSummary(arg: ArgEntity) {
  return { ArgID: arg.id, Title: arg.title, Description: arg.description, Link: `/a/${arg.id}` };
}

@Injectable()
export class ConvoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async create(user: UserEntity, dto: NewConvoDto): Promise<NewConvoResultDto> {
    const title = checkText('title', dto.title, CONVO_TEXT_RULES.Title);
    const description = checkText('description', dto.description, CONVO_TEXT_RULES.Description);
    await this.rateLimits.consume('contentCreatesPerUser', user.id);
    const { entity } = await this.writePath.create<ConvoEntity>(
      {
        type: 'convo',
        insert: (manager) =>
          manager.save(
            manager.create(ConvoEntity, {
              id: newId(),
              title,
              description,
              createdBy: user.id,
              posOrder: [],
              tags: '',
            }),
          ),
        location: (c) => `/edit/c/${c.id}`,
      },
      'Created the question',
      user,
      { title, description },
    );
    return { ConvoID: entity.id, Location: `/edit/c/${entity.id}` };
  }

  private async live(id: string): Promise<ConvoEntity> {
    const convo = await this.dataSource.manager.findOne(ConvoEntity, {
      where: { id, deletedAt: IsNull() },
    });
    if (!convo) throw new NotFoundException(`There is no question with id ${id}.`);
    return convo;
  }

  async page(id: string): Promise<ConvoPageDto> {
    const manager = this.dataSource.manager;
    const convo = await this.live(id);
    const positions = orderChildren(
      convo.posOrder,
      await manager.find(PosEntity, { where: { convoId: id, deletedAt: IsNull() } }),
    );
    // Only what the page lists: the long-form fields stay in the database.
    const args = await manager.find(ArgEntity, {
      where: { convoId: id, deletedAt: IsNull() },
      select: { id: true, posId: true, title: true, description: true, createdAt: true },
    });
    const tags = await tagRefs(manager, 'convo', [id]);
    const categories = await manager
      .createQueryBuilder(CategoryEntity, 'c')
      .innerJoin(ConvoCategoryEntity, 'cc', 'cc.categoryId = c.id')
      .where('cc.convoId = :id', { id })
      .andWhere('c.deletedAt IS NULL')
      .orderBy('c.title')
      .getMany();
    return {
      Convo: {
        ConvoID: convo.id,
        Title: convo.title,
        Description: convo.description,
        ImageURL: convo.imageUrl,
        Tags: tags.get(id) ?? [],
        Categories: categories.map((c) => ({ CategoryID: c.id, Title: c.title })),
        Link: `/c/${convo.id}`,
        Created: convo.createdAt.toISOString(),
        Modified: convo.updatedAt.toISOString(),
        Offensive: isOffensive(tags.get(id)),
      },
      Positions: positions.map((pos) => ({
        PosID: pos.id,
        Title: pos.title,
        Description: pos.description,
        Link: `/p/${pos.id}`,
        Arguments: orderChildren(
          pos.argOrder,
          args.filter((a) => a.posId === pos.id),
        ).map(argSummary),
      })),
    };
  }

  async list(query: ConvoListQueryDto): Promise<ConvoListDto> {
    const manager = this.dataSource.manager;
    const qb = manager.createQueryBuilder(ConvoEntity, 'c').where('c.deletedAt IS NULL');
    if (query.category) {
      qb.innerJoin(ConvoCategoryEntity, 'cc', 'cc.convoId = c.id AND cc.categoryId = :category', {
        category: query.category,
      });
    }
    const [convos, total] = await qb
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .skip((query.page - 1) * query.perPage)
      .take(query.perPage)
      .getManyAndCount();
    const categories = await manager.find(CategoryEntity, {
      where: { deletedAt: IsNull() },
      order: { title: 'ASC' },
    });
    return {
      Convos: convos.map((c) => ({
        ConvoID: c.id,
        Title: c.title,
        Description: c.description,
        Link: `/c/${c.id}`,
        Created: c.createdAt.toISOString(),
      })),
      Total: total,
      Categories: categories.map((c) => ({ CategoryID: c.id, Title: c.title })),
    };
  }

  async children(id: string): Promise<ChildrenDto> {
    const convo = await this.live(id);
    const positions = orderChildren(
      convo.posOrder,
      await this.dataSource.manager.find(PosEntity, {
        where: { convoId: id, deletedAt: IsNull() },
        select: { id: true, title: true, createdAt: true },
      }),
    );
    return {
      Children: positions.map((p) => ({ ID: p.id, Title: p.title })),
      OrderJSON: JSON.stringify(positions.map((p) => p.id)),
    };
  }
}
