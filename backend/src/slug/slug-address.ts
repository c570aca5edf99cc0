import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { isId } from '../common/id-validation.js';
import { type ArtifactKind, pagePath } from '../revision/content-kinds.js';
import { normaliseSlug, SLUG_MAX_LENGTH, slugProblem } from './slug.rules.js';

/**
 * What a page address /{level}/{address} may hold: an id, or a slug as typed (another spelling of
 * a slug, "Should-Vote", still leads to its page, which then redirects to the canonical spelling).
 */
const ADDRESS_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${SLUG_MAX_LENGTH}}$`);

/** Whether a path segment may name a page: an id or a slug, current, old or otherwise spelled. */
export function isPageAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** The id parameter of a read endpoint that also takes a slug: "convoID must be an id or a slug". */
export function PageAddressField(field: string) {
  const message = { message: `${field} must be an id or a slug` };
  return applyDecorators(
    ApiProperty({
      description:
        'The id, or a current or old slug of the page (read as an id first, as a slug when no page has that id)',
    }),
    IsString(message),
    Matches(ADDRESS_PATTERN, message),
  );
}

/** The artifact a page address names, and its current slug (null when it has none). */
export interface PageAddress {
  id: string;
  slug: string | null;
}

/**
 * The artifact of this type that `address` names, read as an id first and, when no artifact of the
 * type has that id, as one of its slugs, current or old; with the artifact's current slug. One
 * query. When nothing matches, the address itself as the id (the caller's "no such page" 404), with
 * no slug. Whether the artifact is live is the caller's check, as for an id.
 */
export async function findPageAddress(
  manager: EntityManager,
  kind: Pick<ArtifactKind, 'type' | 'entity'>,
  address: string,
): Promise<PageAddress> {
  const byId = isId(address);
  const slug = normaliseSlug(address);
  const bySlug = slugProblem(slug) === undefined;
  if (!byId && !bySlug) return { id: address, slug: null };
  const table = manager.connection.driver.escape(
    manager.connection.getMetadata(kind.entity).tableName,
  );
  const rows = (await manager.query(
    `SELECT e.id, s.slug, 0 AS rank FROM ${table} e
       LEFT JOIN artifact_slugs s ON s.id = e.id AND s.artifact_type = $2
      WHERE e.id = $1
     UNION ALL
     SELECT p.artifact_id, s.slug, 1 FROM slug_paths p
       JOIN artifact_slugs s ON s.id = p.artifact_id AND s.artifact_type = $2
      WHERE p.slug = $3 AND p.artifact_type = $2
     ORDER BY rank LIMIT 1`,
    [byId ? address : null, kind.type, bySlug ? slug : null],
  )) as { id: string; slug: string | null }[];
  return rows[0] ? { id: rows[0].id, slug: rows[0].slug } : { id: address, slug: null };
}

/** A page's own link: by its slug when it has one (the canonical link), else by its id. */
export function pageLink(
  kind: { type: string; page?: { level: string } },
  id: string,
  slug: string | null | undefined,
): string {
  if (!kind.page) throw new Error(`The ${kind.type} kind has no page to link to.`);
  return pagePath(kind.page, slug || id);
}
