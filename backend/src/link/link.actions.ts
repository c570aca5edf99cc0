import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { type Actor, MOD, registerAccessRules, requireAccess } from '../common/access.js';
import { newId } from '../common/ids.js';
import type { KindAction } from '../revision/content-kinds.js';
import type { FieldDeclaration } from '../revision/kind-declarations.js';
import type { Snapshot } from '../revision/revision.entity.js';
import { ArgLinkEntity } from './link.entity.js';
import {
  checkLink,
  formatLinks,
  type LinkData,
  linkIdOf,
  MAX_LINKS_PER_ARG,
  parseLinks,
} from './link-rules.js';

/** The argument's snapshot field holding its links (formatLinks), restored by revert and undo. */
export const LINKS_FIELD = 'Links';

/** How history reads the field: each link's title and address. */
export const LINK_FIELDS: Record<string, FieldDeclaration> = {
  [LINKS_FIELD]: { label: 'links', shows: { records: { title: 'Title', detail: 'URL' } } },
};

// Links are added and edited by any signed-in user; only mods and admins remove them (spec 6).
registerAccessRules('link', {
  noun: 'link',
  rules: { delete: MOD },
  offers: ['create', 'edit', 'delete'],
});

const text = (name: string) => IsString({ message: `action.ArgsJSON.${name} must be text` });
// Raw caps only: the rules (link-rules.ts) give the real limits once trimmed.
const cap = (name: string, max: number) =>
  MaxLength(max, { message: `action.ArgsJSON.${name} must be at most ${max} characters` });

class AddLinkArgs {
  @cap('Title', 1000)
  @text('Title')
  Title!: string;

  @cap('URL', 4000)
  @text('URL')
  URL!: string;

  @IsOptional()
  @cap('Image', 4000)
  @text('Image')
  Image?: string;

  @IsOptional()
  @cap('Icon', 4000)
  @text('Icon')
  Icon?: string;
}

class EditLinkArgs extends AddLinkArgs {
  @cap('LinkID', 40)
  @text('LinkID')
  LinkID!: string;
}

class RemoveLinkArgs {
  @cap('LinkID', 40)
  @text('LinkID')
  LinkID!: string;
}

/** An argument's links in their order (its page shows them; its snapshot records them). */
export async function linksOf(manager: EntityManager, argId: string): Promise<LinkData[]> {
  const rows = await manager.find(ArgLinkEntity, {
    where: { argId },
    order: { position: 'ASC' },
    take: MAX_LINKS_PER_ARG,
  });
  return rows.map(presentLink);
}

/** An argument's links in order, as the Links field of its snapshot. */
export async function linksSnapshot(manager: EntityManager, argId: string): Promise<string> {
  return formatLinks(await linksOf(manager, argId));
}

export function presentLink(row: ArgLinkEntity): LinkData {
  return { LinkID: row.id, Title: row.title, URL: row.url, Image: row.image, Icon: row.icon };
}

/**
 * Removing a link needs the link delete rule (mods and admins), however it happens: the remove
 * action, or a revert or inbox undo to a state without it.
 */
export function checkLinkRemovals(before: Snapshot, after: Snapshot, user: Actor): void {
  const old = before[LINKS_FIELD];
  const now = after[LINKS_FIELD];
  if (old === now || old === undefined || old === null) return;
  const kept = new Set(parseLinks(now ?? null).map((l) => l.LinkID));
  if (parseLinks(old).some((l) => !kept.has(l.LinkID))) requireAccess(user, 'delete', 'link');
}

/** Makes the argument's stored links exactly `value` (a Links field), on a locked argument. */
export async function applyLinks(
  manager: EntityManager,
  argId: string,
  value: string | null,
): Promise<void> {
  const links = parseLinks(value);
  await manager.delete(ArgLinkEntity, { argId });
  if (links.length === 0) return;
  await manager.insert(
    ArgLinkEntity,
    links.map((l, position) => ({
      argId,
      id: l.LinkID,
      position,
      title: l.Title,
      url: l.URL,
      image: l.Image,
      icon: l.Icon,
    })),
  );
}

function findLink(argId: string, links: LinkData[], raw: string): number {
  const id = linkIdOf(argId, raw);
  if (id === undefined)
    throw new BadRequestException('action.ArgsJSON.LinkID must be a link id or "argID;linkID".');
  const index = links.findIndex((l) => l.LinkID === id);
  if (index < 0) throw new NotFoundException(`This argument has no link ${id}.`);
  return index;
}

function refuseDuplicate(links: LinkData[], url: string, except?: string): void {
  if (links.some((l) => l.URL === url && l.LinkID !== except))
    throw new ConflictException('This argument already links to that address.');
}

type ArgLike = { id: string };

/**
 * ArgAddExternalLink, ArgEditExternalLink and ArgRemoveExternalLink: each changes the argument's
 * Links field, so the argument's revision, history, revert and inbox undo cover links too.
 */
export const LINK_ACTIONS: Record<string, KindAction<ArgLike>> = {
  ArgAddExternalLink: {
    args: AddLinkArgs,
    defaultDescription: 'Add link',
    label: 'Added a link',
    async apply({ manager, entity, args, user, before }) {
      requireAccess(user, 'create', 'link');
      const links = parseLinks(before[LINKS_FIELD] ?? null);
      if (links.length >= MAX_LINKS_PER_ARG)
        throw new ConflictException(`An argument can have at most ${MAX_LINKS_PER_ARG} links.`);
      const link = checkLink({ ...(args as AddLinkArgs), LinkID: newId() });
      refuseDuplicate(links, link.URL);
      await applyLinks(manager, entity.id, formatLinks([...links, link]));
      return { recordedArgs: link };
    },
  },
  ArgEditExternalLink: {
    args: EditLinkArgs,
    label: 'Edited a link',
    async apply({ manager, entity, args, user, before }) {
      requireAccess(user, 'edit', 'link');
      const input = args as EditLinkArgs;
      const links = parseLinks(before[LINKS_FIELD] ?? null);
      const index = findLink(entity.id, links, input.LinkID);
      const old = links[index];
      // An Image or Icon left out keeps its value; '' clears it.
      const link = checkLink({
        LinkID: old.LinkID,
        Title: input.Title,
        URL: input.URL,
        Image: input.Image ?? old.Image,
        Icon: input.Icon ?? old.Icon,
      });
      refuseDuplicate(links, link.URL, old.LinkID);
      links[index] = link;
      await applyLinks(manager, entity.id, formatLinks(links));
      return { recordedArgs: link };
    },
  },
  ArgRemoveExternalLink: {
    args: RemoveLinkArgs,
    label: 'Removed a link',
    async apply({ manager, entity, args, user, before }) {
      requireAccess(user, 'delete', 'link');
      const links = parseLinks(before[LINKS_FIELD] ?? null);
      const index = findLink(entity.id, links, (args as RemoveLinkArgs).LinkID);
      const [removed] = links.splice(index, 1);
      await applyLinks(manager, entity.id, formatLinks(links));
      return { recordedArgs: { LinkID: removed.LinkID } };
    },
  },
};
