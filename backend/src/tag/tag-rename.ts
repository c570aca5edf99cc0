import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { charCount, TAGS_RULE } from '../common/text-rules.js';

const ITEM_TABLES = [
  { type: 'convo', table: 'convos' },
  { type: 'arg', table: 'args' },
] as const;

/** "Solar, wind" with "solar" renamed to "Sun" -> "Sun, wind"; other names are kept as typed. */
export function renameInTagsText(text: string, oldName: string, newName: string): string {
  const oldKey = oldName.toLowerCase();
  const names = text
    .split(',')
    .map((raw) => raw.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === oldKey)) return text;
  return names.map((name) => (name.toLowerCase() === oldKey ? newName : name)).join(', ');
}

/**
 * Questions and arguments keep their Tags as typed text (what their edit field shows), so a
 * rename rewrites that text on every item carrying the tag, deleted ones included, in the rename's
 * transaction. Rows are locked in id order so that two renames touching the same items take turns
 * instead of deadlocking.
 */
export async function renameTagInItems(
  manager: EntityManager,
  tagId: string,
  oldName: string,
  newName: string,
): Promise<void> {
  if (oldName === newName) return;
  for (const { type, table } of ITEM_TABLES) {
    const rows = (await manager.query(
      `SELECT x.id, x.tags FROM ${table} x
         JOIN artifact_tags t ON t.artifact_id = x.id AND t.artifact_type = $2
        WHERE t.tag_id = $1
        ORDER BY x.id
          FOR UPDATE OF x`,
      [tagId, type],
    )) as { id: string; tags: string }[];
    for (const row of rows) {
      const tags = renameInTagsText(row.tags, oldName, newName);
      if (tags === row.tags) continue;
      if (charCount(tags) > TAGS_RULE.max) {
        throw new ConflictException(
          `The new name would make the Tags of ${type === 'convo' ? 'question' : 'argument'} ${row.id} longer than ${TAGS_RULE.max} characters; shorten its tags first.`,
        );
      }
      await manager.query(`UPDATE ${table} SET tags = $2 WHERE id = $1`, [row.id, tags]);
    }
  }
}
