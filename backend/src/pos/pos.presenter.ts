import type { ArgSummaryDto, ConvoPositionDto } from '../convo/convo.dto.js';
import type { PosRefDto } from '../arg/arg.dto.js';
import type { ArtifactRefDto, ConvoRefDto, PosDetailDto, PosPageDto } from './pos.dto.js';
import type { PosEntity } from './pos.entity.js';
import { pageLink } from '../slug/slug-address.js';
import { posKind } from './pos.kind.js';

export const posLink = (id: string): string => `/p/${id}`;

export function posRef(pos: Pick<PosEntity, 'id' | 'title'> | undefined): ArtifactRefDto | null {
  return pos ? { ID: pos.id, Title: pos.title, Link: posLink(pos.id) } : null;
}

/** How an argument's page names its position. */
export function posOfArg(pos: Pick<PosEntity, 'id' | 'title'>): PosRefDto {
  return { PosID: pos.id, Title: pos.title, Link: posLink(pos.id) };
}

export function posDetail(pos: PosEntity, slug: string | null = null): PosDetailDto {
  return {
    PosID: pos.id,
    ConvoID: pos.convoId,
    Title: pos.title,
    Description: pos.description,
    Link: pageLink(posKind, pos.id, slug),
  };
}

/** A position as its question's page lists it, with its arguments in order. */
export function posInConvo(pos: PosEntity, args: ArgSummaryDto[]): ConvoPositionDto {
  return {
    PosID: pos.id,
    Title: pos.title,
    Description: pos.description,
    Link: posLink(pos.id),
    Arguments: args,
  };
}

export interface PosPageParts {
  pos: PosEntity;
  /** Its current slug: the page's own link (the canonical one) uses it. */
  slug?: string | null;
  convo: ConvoRefDto;
  args: ArgSummaryDto[];
  prev?: Pick<PosEntity, 'id' | 'title'>;
  next?: Pick<PosEntity, 'id' | 'title'>;
}

export function posPage(parts: PosPageParts): PosPageDto {
  return {
    Pos: posDetail(parts.pos, parts.slug),
    Convo: parts.convo,
    Arguments: parts.args,
    NextPos: posRef(parts.next),
    PrevPos: posRef(parts.prev),
  };
}
