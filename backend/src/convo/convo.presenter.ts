import type { TagRefDto } from '../tag/tag-refs.js';
import type { ConvoRefDto } from '../pos/pos.dto.js';
import type {
  CategoryRefDto,
  ChildrenDto,
  ConvoDetailDto,
  ConvoListItemDto,
  ConvoPageDto,
  ConvoPositionDto,
} from './convo.dto.js';
import type { ConvoEntity } from './convo.entity.js';
import { pageLink } from '../slug/slug-address.js';
import { convoKind } from './convo.kind.js';
import type { ConvoFigures } from './convo-list.query.js';

export const convoLink = (id: string): string => `/c/${id}`;

/** How a position's or an argument's page names its question. */
export function convoRef(
  convo: Pick<ConvoEntity, 'id' | 'title'>,
  offensive: boolean,
): ConvoRefDto {
  return { ConvoID: convo.id, Title: convo.title, Link: convoLink(convo.id), Offensive: offensive };
}

export function convoDetail(
  convo: ConvoEntity,
  tags: TagRefDto[],
  categories: CategoryRefDto[],
  offensive: boolean,
  /** Its current slug: the page's own link (the canonical one) uses it. */
  slug: string | null = null,
): ConvoDetailDto {
  return {
    ConvoID: convo.id,
    Title: convo.title,
    Description: convo.description,
    ImageURL: convo.imageUrl,
    Tags: tags,
    Categories: categories,
    Link: pageLink(convoKind, convo.id, slug),
    Created: convo.createdAt.toISOString(),
    Modified: convo.updatedAt.toISOString(),
    Offensive: offensive,
  };
}

export function convoPage(detail: ConvoDetailDto, positions: ConvoPositionDto[]): ConvoPageDto {
  return { Convo: detail, Positions: positions };
}

export function convoListItem(
  convo: Pick<ConvoEntity, 'id' | 'title' | 'description' | 'createdAt'>,
  figures: ConvoFigures,
): ConvoListItemDto {
  return {
    ConvoID: convo.id,
    Title: convo.title,
    Description: convo.description,
    Link: convoLink(convo.id),
    Created: convo.createdAt.toISOString(),
    Positions: figures.positions,
    Arguments: figures.arguments,
    Voters: figures.voters,
  };
}

/** An ordered list of children for the reorder tool: their ids and titles, and the order as JSON. */
export function childrenOf(children: { id: string; title: string }[]): ChildrenDto {
  return {
    Children: children.map((c) => ({ ID: c.id, Title: c.title })),
    OrderJSON: JSON.stringify(children.map((c) => c.id)),
  };
}
