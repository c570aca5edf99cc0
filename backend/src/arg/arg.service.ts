import { Injectable, NotFoundException, Optional } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { newId } from '../common/ids.js';
import { artifactKey, readKeys } from '../common/read-keys.js';
import type { ConvoEntity } from '../convo/convo.entity.js';
import type { PosEntity } from '../pos/pos.entity.js';
import { ContentReader } from '../revision/content-reader.js';
import { orderChildren } from '../revision/ordering.js';
import { inVoterOrder, utcDay } from '../order-bias/voter-order.js';
import { PageCache } from '../web/page-cache.js';
import { walkMemo, type WalkIds } from './arg-order.js';
import type { ReadMemo } from '../web/read-memo.js';
import { CreateService } from '../revision/create.service.js';
import { argKind } from './arg.kind.js';
import { findPageAddress } from '../slug/slug-address.js';
import { isOffensive, tagRefs } from '../tag/tag-refs.js';
import type { UserEntity } from '../users/user.entity.js';
import { ArgEntity } from './arg.entity.js';
import { linksOf } from '../link/link.actions.js';
import { argPage } from './arg.presenter.js';
import { convoRef } from '../convo/convo.presenter.js';
import { posOfArg } from '../pos/pos.presenter.js';
import type { ArgPageDto, NewArgDto, NewArgResultDto, NextArgDto } from './arg.dto.js';

interface Walk {
  arg: ArgEntity;
  pos: PosEntity;
  convo: ConvoEntity;
  /** Every live argument of the question in reading order, with its position. */
  sequence: { arg: Pick<ArgEntity, 'id' | 'title' | 'posId'>; pos: Pick<PosEntity, 'id'> }[];
  index: number;
  /** Every live position of the question in reading order, with or without arguments. */
  positions: Pick<PosEntity, 'id'>[];
}

@Injectable()
export class ArgService {
  private readonly walks: ReadMemo<WalkIds>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
    private readonly content: ContentReader,
    @Optional() pages?: PageCache,
  ) {
    this.walks = walkMemo(pages);
  }

  async create(user: UserEntity, dto: NewArgDto): Promise<NewArgResultDto> {
    const { entity } = await this.creates.create(user, {
      type: 'arg',
      check: (text) => ({
        title: text('title', dto.title),
        description: text('description', dto.description),
      }),
      insert: async (manager, { title, description }) => {
        const pos = await this.content.lockLive<PosEntity>(manager, 'pos', dto.posID);
        const arg = await manager.save(
          manager.create(ArgEntity, {
            id: newId(),
            posId: pos.id,
            convoId: pos.convoId,
            title,
            description,
            createdBy: user.id,
          }),
        );
        pos.argOrder = [...pos.argOrder, arg.id];
        await manager.save(pos);
        return arg;
      },
      location: (a) => `/edit/a/${a.id}`,
      revDesc: 'Added an argument',
      recordedArgs: (texts) => ({ posID: dto.posID, ...texts }),
    });
    return { ArgID: entity.id, Location: `/edit/a/${entity.id}` };
  }

  /** The live arguments of a question, with what its page lists (the long-form fields stay behind). */
  liveOfConvo(convoId: string): Promise<ArgEntity[]> {
    return this.dataSource.manager.find(ArgEntity, {
      where: { convoId, deletedAt: IsNull() },
      select: { id: true, posId: true, title: true, description: true, createdAt: true },
    });
  }

  /** The live arguments of a position (in no particular order: the position orders them). */
  liveOfPos(posId: string): Promise<ArgEntity[]> {
    return this.dataSource.manager.find(ArgEntity, { where: { posId, deletedAt: IsNull() } });
  }

  /** Which of these arguments are live, with their position and question. */
  async liveIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT a.id FROM args a JOIN positions p ON p.id = a.pos_id JOIN convos c ON c.id = p.convo_id
        WHERE a.id = ANY($1) AND a.deleted_at IS NULL AND p.deleted_at IS NULL AND c.deleted_at IS NULL`,
      [ids],
    )) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Whether the argument, its position and its question are all undeleted (one query). An answer
   * built on it is kept with the keys of all three: a deletion of any of them names its own.
   */
  async isLive(id: string): Promise<boolean> {
    return (await this.liveVersion(id)) !== null;
  }

  /**
   * The argument's current version (args.version: '' before versions were recorded) when it, its
   * position and its question are all undeleted; null otherwise. Read keys as isLive.
   */
  async liveVersion(id: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT a.pos_id, p.convo_id, a.version,
              a.deleted_at IS NULL AND p.deleted_at IS NULL AND c.deleted_at IS NULL AS live
         FROM args a LEFT JOIN positions p ON p.id = a.pos_id LEFT JOIN convos c ON c.id = p.convo_id
        WHERE a.id = $1`,
      [id],
    )) as { pos_id: string; convo_id: string | null; version: string; live: boolean | null }[];
    readKeys(artifactKey('arg', id));
    if (!row) return null;
    readKeys(artifactKey('pos', row.pos_id));
    if (row.convo_id) readKeys(artifactKey('convo', row.convo_id));
    return row.live === true ? row.version : null;
  }

  private async walk(id: string): Promise<Walk> {
    const manager = this.dataSource.manager;
    // Its position and question through the registry: the pos module imports this one.
    const chain = await this.content.liveChain('arg', id);
    if (!chain) throw new NotFoundException(`There is no argument with id ${id}.`);
    const [arg, pos, convo] = chain as unknown as [ArgEntity, PosEntity, ConvoEntity];
    const positions = orderChildren(
      convo.posOrder,
      await this.content.liveChildren<PosEntity>('pos', convo.id, {
        id: true,
        argOrder: true,
        createdAt: true,
      }),
    );
    const args = await manager.find(ArgEntity, {
      where: { convoId: convo.id, deletedAt: IsNull() },
      select: { id: true, title: true, posId: true, createdAt: true },
    });
    const sequence = positions.flatMap((p) =>
      orderChildren(
        p.argOrder,
        args.filter((a) => a.posId === p.id),
      ).map((a) => ({ arg: a, pos: p })),
    );
    return {
      arg,
      pos,
      convo,
      sequence,
      index: sequence.findIndex((s) => s.arg.id === id),
      positions,
    };
  }

  /** The argument's page, by its id or a slug (an old slug too: the reader then redirects). */
  async page(address: string): Promise<ArgPageDto> {
    const manager = this.dataSource.manager;
    const { id, slug } = await findPageAddress(manager, argKind, address);
    const { arg, pos, convo, sequence, index } = await this.walk(id);
    const [argTags, convoTags, links] = await Promise.all([
      tagRefs(manager, 'arg', [arg.id]),
      tagRefs(manager, 'convo', [convo.id]),
      linksOf(manager, arg.id),
    ]);
    return argPage({
      arg,
      slug,
      argTags: argTags.get(arg.id) ?? [],
      pos: posOfArg(pos),
      convo: convoRef(convo, isOffensive(convoTags.get(convo.id))),
      next: sequence[index + 1]?.arg,
      prev: index > 0 ? sequence[index - 1].arg : undefined,
      links,
    });
  }

  /**
   * Where to read on from an argument, by its id or a slug (as its page is read): in editorial
   * order, or, for a voter (`voterKey`), in that voter's order of the day (order-bias/voter-order.ts)
   * with the argument's place in its position as shown to them. Reads only the question's positions
   * and arguments, as the editorial walk does.
   */
  async next(address: string, voterKey?: string, now = new Date()): Promise<NextArgDto> {
    const walk = await this.walks.get(address, async () => {
      const { id } = await findPageAddress(this.dataSource.manager, argKind, address);
      const { convo, sequence, positions } = await this.walk(id);
      return {
        id,
        convoId: convo.id,
        sequence: sequence.map((s) => ({ arg: { id: s.arg.id }, pos: { id: s.pos.id } })),
        positions: positions.map((p) => ({ id: p.id })),
      };
    });
    const { id, positions } = walk;
    const sequence = voterKey
      ? inVoterOrder(walk.sequence, { voterKey, convoId: walk.convoId, day: utcDay(now) })
      : walk.sequence;
    const index = sequence.findIndex((s) => s.arg.id === id);
    const current = sequence[index];
    const next = sequence[index + 1];
    const positionEnds = !next || next.pos.id !== current.pos.id;
    // The position right after this one, even one without arguments (the walk skips those).
    const nextPos = positionEnds
      ? positions[positions.findIndex((p) => p.id === current.pos.id) + 1]
      : undefined;
    const answer: NextArgDto = {
      CurrentArg: index + 1,
      NumArguments: sequence.length,
      NextArg: next ? `/a/${next.arg.id}` : null,
      NextPos: nextPos ? `/p/${nextPos.id}` : null,
    };
    if (!voterKey) return answer;
    const posStart = sequence.findIndex((s) => s.pos.id === current.pos.id);
    const firstOfNextPos = nextPos && sequence.find((s) => s.pos.id === nextPos.id);
    return {
      ...answer,
      ShownRank: index - posStart + 1,
      NextPosArg: firstOfNextPos ? `/a/${firstOfNextPos.arg.id}` : null,
    };
  }
}
