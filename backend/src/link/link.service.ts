import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArgEntity } from '../arg/arg.entity.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { deletionStates } from '../revision/visibility.js';
import { presentLink } from './link.actions.js';
import { ArgLinkEntity } from './link.entity.js';
import type { LinkResultDto, RefsResultDto } from './link.dto.js';
import { linkResult, refsResult } from './link.presenter.js';
import { linkIdOf } from './link-rules.js';
import { parseReferences } from './references.js';

/** An argument's links and references, as readers see them (404 once it or a parent is deleted). */
@Injectable()
export class LinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {}

  private async liveArg(argId: string): Promise<ArgEntity> {
    const manager = this.dataSource.manager;
    const arg = await manager.findOne(ArgEntity, { where: { id: argId } });
    const state = arg
      ? (await deletionStates(manager, this.kinds, [{ type: 'arg', id: argId }])).get(
          `arg:${argId}`,
        )
      : 'missing';
    if (!arg || state !== 'live')
      throw new NotFoundException(`There is no argument with id ${argId}.`);
    return arg;
  }

  async link(argId: string, rawLinkId: string): Promise<LinkResultDto> {
    const linkId = linkIdOf(argId, rawLinkId);
    if (linkId === undefined)
      throw new NotFoundException(`The link ${rawLinkId} is not one of this argument's.`);
    await this.liveArg(argId);
    const row = await this.dataSource.manager.findOne(ArgLinkEntity, {
      where: { argId, id: linkId },
    });
    if (!row) throw new NotFoundException(`This argument has no link ${linkId}.`);
    return linkResult(presentLink(row));
  }

  async references(argId: string): Promise<RefsResultDto> {
    const arg = await this.liveArg(argId);
    return refsResult(parseReferences(arg.referencesBody));
  }
}
