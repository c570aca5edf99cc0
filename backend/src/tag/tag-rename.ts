import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/errors.js';
import { TAGS_RULE, withArticle } from '../common/text-rules.js';
import { TagEntity } from './tag.entity.js';

const ITEM_TABLES = [
  { type: 'convo', table: 'convos', noun: 'question' },
  { type: 'arg', table: 'args', noun: 'argument' },
] as const;

/**
 * The transaction-scoped advisory lock that orders a rename of a tag against taggings linking to
 * it: taggings hold it shared while they link (tags-sync.ts), a rename exclusively once it holds
 * the rows of everything already carrying the tag. Row locks on the tag itself would deadlock a
 * tagging that holds its own question against a rename waiting for that question.
 */
export const TAG_LINK_LOCK = `hashtext('tag-links'), hashtext($1)`;

/** The names of a Tags text as parseTags reads them (trimmed, inner spaces collapsed), in order. */
const NAMES_OF = (column: string) =>
  `SELECT regexp_replace(regexp_replace(p.part, '^\\s+|\\s+$', '', 'g'), '\\s+', ' ', 'g') AS name, p.ord
     FROM unnest(string_to_array(${column}, ',')) WITH ORDINALITY AS p(part, ord)`;

/**
 * The Tags text with every name equal to $3 (case-insensitively) replaced by $4: "Solar, wind"
 * with "solar" renamed to "Sun" reads "Sun, wind"; the other names are kept as typed.
 */
const RENAMED_TEXT = (column: string, oldName = '$3', newName = '$4') =>
  `(SELECT string_agg(CASE WHEN lower(n.name) = lower(${oldName}) THEN ${newName} ELSE n.name END, ', ' ORDER BY n.ord)
      FROM (${NAMES_OF(column)}) n WHERE n.name <> '')`;

const CARRIES_NAME = (column: string, oldName = '$3') =>
  `EXISTS (SELECT 1 FROM (${NAMES_OF(column)}) n WHERE lower(n.name) = lower(${oldName}))`;

/** PostgreSQL's string_data_right_truncation: a value longer than its column allows. */
const TOO_LONG_FOR_COLUMN = '22001';

function textTooLong(noun: string, id?: string): ConflictException {
  return new ConflictException(
    `The new name would make the Tags of ${id ? `the ${noun} ${id}` : withArticle(noun)} longer than ${TAGS_RULE.max} characters; shorten its tags first.`,
  );
}

/**
 * Renames a tag and rewrites, set-based, the Tags text of every question and argument carrying
 * it (deleted ones included, so a restore shows the current name), all in the rename's
 * transaction: a revision of the tag, not of each item, so reverting the rename restores the old
 * name everywhere. Order: the items' rows in id order (two renames sharing items take turns
 * instead of deadlocking), then the tag's link lock (taggings in flight finish first and their
 * links are rewritten too), then the new name (409 when another tag took it meanwhile), then the
 * texts. A constant number of statements, whatever the number of items.
 */
export async function renameTag(
  manager: EntityManager,
  tag: TagEntity,
  oldName: string,
): Promise<void> {
  const carriers = (table: string, type: string) =>
    `FROM ${table} x JOIN artifact_tags t ON t.artifact_id = x.id AND t.artifact_type = '${type}'
      WHERE t.tag_id = $1`;
  for (const { type, table } of ITEM_TABLES) {
    await manager.query(
      `SELECT count(*) FROM (SELECT x.id ${carriers(table, type)} ORDER BY x.id FOR UPDATE OF x) locked`,
      [tag.id],
    );
  }
  await manager.query(`SELECT pg_advisory_xact_lock(${TAG_LINK_LOCK})`, [tag.id]);
  try {
    await manager.update(TagEntity, { id: tag.id }, { name: tag.name, key: tag.key });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictException(`A tag named "${tag.name}" already exists.`);
    throw error;
  }
  if (oldName === tag.name) return;
  for (const { type, table, noun } of ITEM_TABLES) {
    const carrying = `${carriers(table, type)} AND ${CARRIES_NAME('x.tags')}`;
    const [tooLong] = await manager.query<{ id: string }[]>(
      `SELECT x.id ${carrying} AND char_length(${RENAMED_TEXT('x.tags')}) > $2 ORDER BY x.id LIMIT 1`,
      [tag.id, TAGS_RULE.max, oldName, tag.name],
    );
    if (tooLong) throw textTooLong(noun, tooLong.id);
    // The new text from the row as it is when updated (not from an earlier read), so that an edit
    // of its Tags that committed meanwhile is renamed, not overwritten.
    await manager
      .query(
        `UPDATE ${table} x SET tags = ${RENAMED_TEXT('x.tags', '$2', '$3')}
           FROM artifact_tags t
          WHERE t.tag_id = $1 AND t.artifact_type = '${type}' AND t.artifact_id = x.id
            AND ${CARRIES_NAME('x.tags', '$2')}`,
        [tag.id, oldName, tag.name],
      )
      .catch((error: unknown) => {
        const code = (error as { driverError?: { code?: string } }).driverError?.code;
        throw code === TOO_LONG_FOR_COLUMN ? textTooLong(noun) : error;
      });
  }
}
