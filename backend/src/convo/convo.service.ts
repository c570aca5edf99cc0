import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { argSummary } from '../arg/arg.presenter.js';
import { ArgService } from '../arg/arg.service.js';
import { CategoryService } from '../category/category.service.js';
import { newId } from '../common/ids.js';
import { readMayLag } from '../database/read-replicas.js';
import { posInConvo } from '../pos/pos.presenter.js';
import { PosService } from '../pos/pos.service.js';
import { orderChildren } from '../revision/ordering.js';
import { CreateService } from '../revision/create.service.js';
import type { Author } from '../revision/write-path.service.js';
import { convoKind } from './convo.kind.js';
import { findPageAddress } from '../slug/slug-address.js';
import { isOffensive, tagRefs } from '../tag/tag-refs.js';
import { ConvoEntity } from './convo.entity.js';
import { childrenOf, convoDetail, convoListItem, convoPage } from './convo.presenter.js';
import type {
  ChildrenDto,
  ConvoListDto,
  ConvoListQueryDto,
  ConvoPageDto,
  NewConvoDto,
  NewConvoResultDto,
} from './convo.dto.js';
import { listKey, readKeys, UNNAMED_FIGURES } from '../common/read-keys.js';
import { posKind } from '../pos/pos.kind.js';
import { convoFigures, convoListPage, type ConvoFigures } from './convo-list.query.js';

const NO_FIGURES: ConvoFigures = { positions: 0, arguments: 0, voters: 0 };

@Injectable()
export class ConvoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
    private readonly positions: PosService,
    private readonly args: ArgService,
    private readonly categories: CategoryService,
  ) {}

  /**
   * A new question and its creation revision. `within` makes it part of a larger change (a
   * suggestion that becomes this question): its transaction, and the revision's description.
   */
  async create(
    user: Author,
    dto: NewConvoDto,
    within?: { manager: EntityManager; revDesc: string },
  ): Promise<NewConvoResultDto> {
    const { entity } = await this.creates.create(
      user,
      {
        type: 'convo',
        check: (text) => ({
          title: text('title', dto.title),
          description: text('description', dto.description),
        }),
        insert: (manager, { title, description }) =>
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
        revDesc: within?.revDesc ?? 'Created the question',
        recordedArgs: (texts) => texts,
      },
      within?.manager,
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

  /** Whether the question exists and is not deleted. */
  async isLive(id: string): Promise<boolean> {
    return this.dataSource.manager.exists(ConvoEntity, { where: { id, deletedAt: IsNull() } });
  }

  /** The question's page, by its id or a slug (an old slug too: the reader then redirects). */
  async page(address: string): Promise<ConvoPageDto> {
    const manager = this.dataSource.manager;
    const { id, slug } = await findPageAddress(manager, convoKind, address);
    const convo = await this.live(id);
    const positions = await this.positions.liveOfConvo(id);
    const args = await this.args.liveOfConvo(id);
    const tags = await tagRefs(manager, 'convo', [id]);
    const categories = await this.categories.ofConvo(id);
    return convoPage(
      convoDetail(convo, tags.get(id) ?? [], categories, isOffensive(tags.get(id)), slug),
      orderChildren(convo.posOrder, positions).map((pos) =>
        posInConvo(
          pos,
          orderChildren(
            pos.argOrder,
            args.filter((a) => a.posId === pos.id),
          ).map(argSummary),
        ),
      ),
    );
  }

  async list(query: ConvoListQueryDto): Promise<ConvoListDto> {
    // Which questions it holds, and in which order, changes with any question's creation, deletion
    // or categories, and any position's (questions with positions come first). A listed question's
    // figures change with its positions and arguments, whose writes name it; its voters are named
    // by no write but their own votes', so the list is kept a short while.
    readKeys(listKey(convoKind.type), listKey(posKind.type), UNNAMED_FIGURES);
    // A list may lag slightly: from a read replica when the request allows (database/read-replicas.ts).
    const { ids, total, convos, figures } = await readMayLag(this.dataSource, async (manager) => {
      const page = await convoListPage(manager, query);
      return {
        ...page,
        convos: await manager.find(ConvoEntity, { where: { id: In(page.ids) } }),
        figures: await convoFigures(manager, page.ids),
      };
    });
    const byId = new Map(convos.map((c) => [c.id, c]));
    const { Categories } = await this.categories.list();
    const items = ids.flatMap((id) => {
      const convo = byId.get(id);
      return convo ? [convoListItem(convo, figures.get(id) ?? NO_FIGURES)] : [];
    });
    return { Convos: items, Total: total, Categories };
  }

  async children(id: string): Promise<ChildrenDto> {
    const convo = await this.live(id);
    return childrenOf(orderChildren(convo.posOrder, await this.positions.liveOfConvo(id)));
  }
}
