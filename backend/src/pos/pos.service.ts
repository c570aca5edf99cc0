import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { argSummary } from '../arg/arg.presenter.js';
import { ArgService } from '../arg/arg.service.js';
import { newId } from '../common/ids.js';
import type { ChildrenDto } from '../convo/convo.dto.js';
import type { ConvoEntity } from '../convo/convo.entity.js';
import { childrenOf, convoRef } from '../convo/convo.presenter.js';
import { ContentReader } from '../revision/content-reader.js';
import { orderChildren } from '../revision/ordering.js';
import { CreateService } from '../revision/create.service.js';
import { assertRoomForPosition, livePositions } from './pos-order.js';
import { posKind } from './pos.kind.js';
import { findPageAddress } from '../slug/slug-address.js';
import { isOffensive, tagRefs } from '../tag/tag-refs.js';
import type { UserEntity } from '../users/user.entity.js';
import { PosEntity } from './pos.entity.js';
import { posPage } from './pos.presenter.js';
import type { NewPosDto, NewPosResultDto, PosPageDto } from './pos.dto.js';

@Injectable()
export class PosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
    private readonly args: ArgService,
    private readonly content: ContentReader,
  ) {}

  async create(user: UserEntity, dto: NewPosDto): Promise<NewPosResultDto> {
    const { entity } = await this.creates.create(user, {
      type: 'pos',
      check: (text) => ({
        title: text('title', dto.title),
        description: text('description', dto.description ?? ''),
      }),
      insert: async (manager, { title, description }) => {
        // Locking the question serialises this insert with reorders and other inserts.
        const convo = await this.content.lockLive<ConvoEntity>(manager, 'convo', dto.convoID);
        await assertRoomForPosition(manager, convo.id);
        const pos = await manager.save(
          manager.create(PosEntity, {
            id: newId(),
            convoId: convo.id,
            title,
            description,
            argOrder: [],
            createdBy: user.id,
          }),
        );
        convo.posOrder = [...convo.posOrder, pos.id];
        await manager.save(convo);
        return pos;
      },
      location: (p) => `/edit/p/${p.id}`,
      revDesc: 'Added a position',
      recordedArgs: (texts) => ({ convoID: dto.convoID, ...texts }),
    });
    return { PosID: entity.id, Location: `/edit/p/${entity.id}` };
  }

  /** The live positions of a question (in no particular order: the question orders them). */
  liveOfConvo(convoId: string): Promise<PosEntity[]> {
    return this.dataSource.manager.find(PosEntity, { where: { convoId, deletedAt: IsNull() } });
  }

  /** Which of these positions are live, with their question. */
  async liveIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT p.id FROM positions p JOIN convos c ON c.id = p.convo_id
        WHERE p.id = ANY($1) AND p.deleted_at IS NULL AND c.deleted_at IS NULL`,
      [ids],
    )) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  private async live(id: string): Promise<{ pos: PosEntity; convo: ConvoEntity }> {
    // The question through the registry: the convo module imports this one.
    const chain = await this.content.liveChain('pos', id);
    if (!chain) throw new NotFoundException(`There is no position with id ${id}.`);
    const [pos, convo] = chain as unknown as [PosEntity, ConvoEntity];
    return { pos, convo };
  }

  /** The position's page, by its id or a slug (an old slug too: the reader then redirects). */
  async page(address: string): Promise<PosPageDto> {
    const manager = this.dataSource.manager;
    const { id, slug } = await findPageAddress(manager, posKind, address);
    const { pos, convo } = await this.live(id);
    const siblings = await livePositions(manager, convo);
    const index = siblings.findIndex((p) => p.id === id);
    const args = orderChildren(pos.argOrder, await this.args.liveOfPos(id));
    const tags = await tagRefs(manager, 'convo', [convo.id]);
    return posPage({
      pos,
      slug,
      convo: convoRef(convo, isOffensive(tags.get(convo.id))),
      args: args.map(argSummary),
      next: siblings[index + 1],
      prev: index > 0 ? siblings[index - 1] : undefined,
    });
  }

  async children(id: string): Promise<ChildrenDto> {
    const { pos } = await this.live(id);
    return childrenOf(orderChildren(pos.argOrder, await this.args.liveOfPos(id)));
  }
}
