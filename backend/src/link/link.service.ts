import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ArgEntity } from '../arg/arg.entity.js';
import { ContentReader } from '../revision/content-reader.js';
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
    private readonly content: ContentReader,
  ) {}

  /** The argument, when it, its position and its question are all undeleted. */
  private async liveArg(argId: string): Promise<ArgEntity> {
    const chain = await this.content.liveChain('arg', argId);
    if (!chain) throw new NotFoundException(`There is no argument with id ${argId}.`);
    return chain[0] as unknown as ArgEntity;
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
