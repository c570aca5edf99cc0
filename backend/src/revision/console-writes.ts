import { BadRequestException } from '@nestjs/common';
import type { ArtifactKind } from './content-kinds.js';
import type { Author, EditResult, WritePathService } from './write-path.service.js';

/** Who changes content in the console, and why (the revision's description). */
export interface ConsoleChange {
  actor: Author;
  /** Trimmed, at most 300 characters; '' when none was given. */
  reason: string;
}

/** The revision descriptions of console writes made without a reason. */
export const CONSOLE_EDIT_DESCRIPTION = 'Edited in the console';
export const CONSOLE_DELETE_DESCRIPTION = 'Deleted in the console';

type EditableKind = Pick<ArtifactKind, 'type' | 'typeName' | 'editFields' | 'textRules'>;

/**
 * The write-path action of a console update: the fields of `data` whose values differ from what
 * the editor loaded (`previousData`, react-admin's previousData), with those loaded values as the
 * Old values, so that a field someone changed meanwhile is refused with 409 and nothing is written.
 * Several fields go together as one {Type}Edit (the kind's editFields), one text field as
 * {Type}EditTextField. Null when nothing differs from what was loaded.
 */
export function consoleEditAction(
  kind: EditableKind,
  data: Record<string, unknown>,
  previousData: Record<string, unknown>,
): { ActionName: string; ArgsJSON: string } | null {
  const Old: Record<string, string> = {};
  const New: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new BadRequestException(`${field} must be text.`);
    const loaded = Object.hasOwn(previousData, field) ? previousData[field] : undefined;
    if (typeof loaded !== 'string')
      throw new BadRequestException(
        `previousData.${field} must be the ${field} you loaded (text), so that a change made meanwhile is not overwritten.`,
      );
    if (loaded === value) continue;
    Old[field] = loaded;
    New[field] = value;
  }
  const fields = Object.keys(New);
  if (fields.length === 0) return null;
  const editFields = kind.editFields ?? [];
  if (fields.every((field) => editFields.includes(field)))
    return { ActionName: `${kind.typeName}Edit`, ArgsJSON: JSON.stringify({ Old, New }) };
  if (fields.length === 1 && Object.hasOwn(kind.textRules, fields[0])) {
    const [field] = fields;
    return {
      ActionName: `${kind.typeName}EditTextField`,
      ArgsJSON: JSON.stringify({ FieldName: field, OldValue: Old[field], NewValue: New[field] }),
    };
  }
  // The resource's data class lets through only fields the kind edits: a programming error.
  throw new Error(`The ${kind.type} kind cannot edit ${fields.join(', ')} together.`);
}

/** A console update as one revision; null when nothing differs from what was loaded. */
export async function consoleEdit(
  writePath: WritePathService,
  kind: EditableKind,
  id: string,
  data: Record<string, unknown>,
  previousData: Record<string, unknown>,
  change: ConsoleChange,
): Promise<EditResult | null> {
  const action = consoleEditAction(kind, data, previousData);
  if (!action) return null;
  return writePath.edit(
    kind.type,
    id,
    action,
    change.reason || CONSOLE_EDIT_DESCRIPTION,
    change.actor,
  );
}

/** A console delete: {Type}Delete, the reason as the revision's description. */
export function consoleDelete(
  writePath: WritePathService,
  kind: Pick<ArtifactKind, 'type' | 'typeName'>,
  id: string,
  change: ConsoleChange,
): Promise<EditResult> {
  return writePath.edit(
    kind.type,
    id,
    { ActionName: `${kind.typeName}Delete`, ArgsJSON: '{}' },
    change.reason || CONSOLE_DELETE_DESCRIPTION,
    change.actor,
  );
}
