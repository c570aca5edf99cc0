import { BadRequestException, ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EDITOR, NOBODY } from '../common/access.js';
import { lineRule } from '../common/text-rules.js';
import { type ArtifactKind, type KindLookup, noSuchField } from '../revision/content-kinds.js';
import { ArtifactSlugEntity, SlugPathEntity } from './slug.entity.js';
import { normaliseSlug, SLUG_MAX_LENGTH, slugProblem } from './slug.rules.js';
import { artifactKey } from '../common/read-keys.js';

const SLUG_TEXT_RULES = { Slug: lineRule('slug', SLUG_MAX_LENGTH, 1) };

/** The normalised slug, or 400 naming the rule it breaks. */
export function checkSlug(raw: string): string {
  const slug = normaliseSlug(raw);
  const problem = slugProblem(slug);
  if (problem) throw new BadRequestException(`The slug "${slug}" ${problem}.`);
  return slug;
}

function slugTaken(slug: string): ConflictException {
  return new ConflictException(
    `The slug "${slug}" is already taken (slugs are unique, and old ones keep leading to their page); choose another.`,
  );
}

/**
 * Makes `slug` lead to the artifact, inside the writing transaction: a new slug is recorded, an
 * old slug of the same artifact is taken back; a slug of any other artifact is refused with 409.
 * Two writers racing for one slug: the second INSERT waits for the first to commit, then finds its
 * row and is refused.
 */
export async function claimSlug(
  manager: EntityManager,
  slug: string,
  artifactType: string,
  artifactId: string,
): Promise<void> {
  const inserted = (await manager.query(
    `INSERT INTO slug_paths (slug, artifact_type, artifact_id) VALUES ($1, $2, $3)
     ON CONFLICT (slug) DO NOTHING RETURNING slug`,
    [slug, artifactType, artifactId],
  )) as unknown[];
  if (inserted.length > 0) return;
  const owner = await manager.findOne(SlugPathEntity, { where: { slug } });
  if (!owner || owner.artifactId !== artifactId || owner.artifactType !== artifactType) {
    throw slugTaken(slug);
  }
}

/** The page the slug leads to, /{level}/{slug}, by the level its artifact's kind registered. */
function linkOf(s: ArtifactSlugEntity, kinds?: KindLookup): string {
  const page = kinds?.has(s.artifactType) ? kinds.get(s.artifactType).page : undefined;
  return page?.slugged ? `/${page.level}/${s.slug}` : `/${s.slug}`;
}

/**
 * An artifact's slug as content: created with SlugCreate, changed with SlugEditTextField (field
 * Slug), reverted with SlugRevert, each a revision with an inbox entry. Editors and admins set
 * slugs (a slug changes a page's canonical address for good: its old slugs stay reserved as
 * redirects). A slug is never deleted, only changed.
 */
export const slugKind: ArtifactKind<ArtifactSlugEntity> = {
  type: 'slug',
  typeName: 'Slug',
  noun: 'slug',
  plural: 'slugs',
  entity: ArtifactSlugEntity,
  fields: { Slug: { editLabel: 'Changed the slug' } },
  actionLabels: { SlugCreate: { label: 'Set the slug' } },
  inboxKind: 'slugAction',
  textRules: SLUG_TEXT_RULES,
  access: { rules: { create: EDITOR, edit: EDITOR, revert: EDITOR, delete: NOBODY } },
  name: (s) => s.slug,
  link: linkOf,
  // Its artifact's pages show it, and answer at its address.
  touches: (s) => [artifactKey(s.artifactType, s.id)],
  async snapshot(_manager, s) {
    // Deleted is always "false": the undo of a SlugCreate then asks for the delete rule (nobody).
    return { Slug: s.slug, Deleted: 'false' };
  },
  async applyField(manager, s, field, value) {
    if (field === 'Deleted') {
      if (value === 'true') throw new ConflictException('A slug cannot be removed, only changed.');
      return;
    }
    if (field !== 'Slug') throw noSuchField(this, field);
    const slug = checkSlug(value ?? '');
    await claimSlug(manager, slug, s.artifactType, s.id);
    s.slug = slug;
  },
};
