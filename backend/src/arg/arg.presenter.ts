import type { ArtifactRefDto, ConvoRefDto } from '../pos/pos.dto.js';
import type { ArgSummaryDto } from '../convo/convo.dto.js';
import type { LinkData } from '../link/link-rules.js';
import type { ArgDetailDto, ArgPageDto, PosRefDto } from './arg.dto.js';
import type { ArgEntity } from './arg.entity.js';
import { pageLink } from '../slug/slug-address.js';
import { isOffensive, type TagRefDto } from '../tag/tag-refs.js';
import { argKind } from './arg.kind.js';

export const argLink = (id: string): string => `/a/${id}`;

export function argSummary(arg: Pick<ArgEntity, 'id' | 'title' | 'description'>): ArgSummaryDto {
  return { ArgID: arg.id, Title: arg.title, Description: arg.description, Link: argLink(arg.id) };
}

export function argRef(arg: Pick<ArgEntity, 'id' | 'title'> | undefined): ArtifactRefDto | null {
  return arg ? { ID: arg.id, Title: arg.title, Link: argLink(arg.id) } : null;
}

export function argDetail(
  arg: ArgEntity,
  tags: TagRefDto[],
  slug: string | null = null,
): ArgDetailDto {
  return {
    ArgID: arg.id,
    PosID: arg.posId,
    Title: arg.title,
    Description: arg.description,
    Argument: arg.argument,
    Context: arg.context,
    CounterArguments: arg.counterArguments,
    Framing: arg.framing,
    FurtherReading: arg.furtherReading,
    Premises: arg.premises,
    ReferencesBody: arg.referencesBody,
    RejectingPremises: arg.rejectingPremises,
    Tags: arg.tags,
    TagRefs: tags,
    Link: pageLink(argKind, arg.id, slug),
    Offensive: isOffensive(tags),
    Version: arg.version || null,
  };
}

export interface ArgPageParts {
  arg: ArgEntity;
  /** The tags it carries (Offensive among them marks it offensive). */
  argTags: TagRefDto[];
  /** Its current slug: the page's own link (the canonical one) uses it. */
  slug?: string | null;
  pos: PosRefDto;
  convo: ConvoRefDto;
  prev?: Pick<ArgEntity, 'id' | 'title'>;
  next?: Pick<ArgEntity, 'id' | 'title'>;
  /** Its links, in order ("In the Wild"). */
  links: LinkData[];
}

export function argPage(parts: ArgPageParts): ArgPageDto {
  return {
    Arg: argDetail(parts.arg, parts.argTags, parts.slug),
    Pos: parts.pos,
    Convo: parts.convo,
    NextArg: argRef(parts.next),
    PrevArg: argRef(parts.prev),
    Links: parts.links,
  };
}
