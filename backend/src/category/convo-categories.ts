import { BadRequestException, ConflictException } from '@nestjs/common';
import { ArrayMaxSize, IsArray, Matches } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { requireAccess } from '../common/access.js';
import { ID_PATTERN } from '../common/id-validation.js';
import type { KindAction } from '../revision/content-kinds.js';
import type { FieldDeclaration } from '../revision/kind-declarations.js';

/**
 * A question's snapshot field holding its categories: a JSON list of the ids of the live
 * categories it is filed under, sorted. Revert and undo restore it through applyConvoCategories.
 */
export const CATEGORIES_FIELD = 'Categories';

/** How history reads the field: the categories' titles. */
export const CONVO_CATEGORY_FIELDS: Record<string, FieldDeclaration> = {
  [CATEGORIES_FIELD]: { label: 'categories', shows: { ids: 'category' } },
};

/** The most categories one question can be put in. */
export const MAX_CATEGORIES_PER_QUESTION = 10;
/** The most ids OldCategoryIDs may list (a question may hold more than the maximum once undeleted categories come back). */
const MAX_OLD_IDS = 100;

const ids = (name: string, max: number) => [
  IsArray({ message: `action.ArgsJSON.${name} must be a list of category ids` }),
  ArrayMaxSize(max, { message: `action.ArgsJSON.${name} must list at most ${max} categories` }),
  Matches(ID_PATTERN, { each: true, message: `action.ArgsJSON.${name} must list category ids` }),
];

function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** ConvoSetCategories: the categories the editor loaded, and the ones the question should be in. */
export class SetCategoriesArgs {
  @apply(ids('OldCategoryIDs', MAX_OLD_IDS))
  OldCategoryIDs!: string[];

  @apply(ids('NewCategoryIDs', MAX_CATEGORIES_PER_QUESTION))
  NewCategoryIDs!: string[];
}

/** Distinct ids, sorted: the form a snapshot and a revision's ArgsJSON record. */
function canonical(list: readonly string[]): string[] {
  return [...new Set(list)].sort();
}

/** The question's live categories, as its snapshot's Categories field. */
export async function categoriesSnapshot(manager: EntityManager, convoId: string): Promise<string> {
  const rows = await manager.query<{ id: string }[]>(
    `SELECT c.id FROM convo_categories cc JOIN categories c ON c.id = cc.category_id
      WHERE cc.convo_id = $1 AND c.deleted_at IS NULL ORDER BY c.id`,
    [convoId],
  );
  return JSON.stringify(canonical(rows.map((r) => r.id)));
}

/**
 * The live categories among `wanted`, share-locked until the transaction ends so none is deleted
 * while the question is being put in it (a category's deletion locks its row for update).
 */
async function lockLiveCategories(manager: EntityManager, wanted: string[]): Promise<string[]> {
  if (wanted.length === 0) return [];
  const rows = await manager.query<{ id: string }[]>(
    `SELECT id FROM categories WHERE id = ANY($1) AND deleted_at IS NULL ORDER BY id FOR SHARE`,
    [wanted],
  );
  return rows.map((r) => r.id);
}

/**
 * Files the question under exactly these live categories. Its links to deleted categories stay:
 * undeleting a category brings its questions back with it.
 */
async function setLiveCategories(
  manager: EntityManager,
  convoId: string,
  categoryIds: string[],
): Promise<void> {
  await manager.query(
    `DELETE FROM convo_categories cc USING categories c
      WHERE cc.convo_id = $1 AND c.id = cc.category_id AND c.deleted_at IS NULL
        AND NOT (cc.category_id = ANY($2))`,
    [convoId, categoryIds],
  );
  if (categoryIds.length === 0) return;
  await manager.query(
    `INSERT INTO convo_categories (convo_id, category_id)
     SELECT $1, unnest($2::varchar[]) ON CONFLICT DO NOTHING`,
    [convoId, categoryIds],
  );
}

function parseIds(value: string | null): string[] {
  if (value === null || value === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    list = null;
  }
  if (!Array.isArray(list) || !list.every((id) => typeof id === 'string' && ID_PATTERN.test(id)))
    throw new BadRequestException(`${CATEGORIES_FIELD} must be a JSON list of category ids.`);
  return canonical(list as string[]);
}

/**
 * Restores a Categories field (a revert or an undo): the categories that still exist, the ones
 * deleted since left out.
 */
export async function applyConvoCategories(
  manager: EntityManager,
  convoId: string,
  value: string | null,
): Promise<void> {
  const live = await lockLiveCategories(manager, parseIds(value));
  await setLiveCategories(manager, convoId, live);
}

type ConvoLike = { id: string };

/**
 * ConvoSetCategories (editors and above): puts the question in exactly the categories named, each
 * a live category; 409 when its categories changed since the editor loaded them.
 */
export const CONVO_CATEGORY_ACTIONS: Record<string, KindAction<ConvoLike>> = {
  ConvoSetCategories: {
    args: SetCategoriesArgs,
    label: 'Changed the categories',
    async apply({ manager, entity, args, user, before }) {
      // Before anything is compared: a stale list must not tell a user more than "not allowed".
      requireAccess(user, 'edit', { kind: 'convo', field: CATEGORIES_FIELD });
      const input = args as SetCategoriesArgs;
      const oldIds = canonical(input.OldCategoryIDs);
      const newIds = canonical(input.NewCategoryIDs);
      if (JSON.stringify(oldIds) !== before[CATEGORIES_FIELD]) {
        throw new ConflictException(
          "The question's categories were changed by someone else since you loaded them; reload and choose again.",
        );
      }
      const live = await lockLiveCategories(manager, newIds);
      const missing = newIds.find((id) => !live.includes(id));
      if (missing !== undefined)
        throw new BadRequestException(
          `action.ArgsJSON.NewCategoryIDs: there is no category with id ${missing}.`,
        );
      await setLiveCategories(manager, entity.id, newIds);
      return { recordedArgs: { OldCategoryIDs: oldIds, NewCategoryIDs: newIds } };
    },
  },
};
