import { BadRequestException } from '@nestjs/common';
import {
  getMetadataStorage,
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  validateSync,
  type ValidationError,
} from 'class-validator';
import { findTextProblem, jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../common/safe-input.js';
import { ID_PATTERN } from '../common/id-validation.js';
import { charCount, checkText, capitalized, withArticle } from '../common/text-rules.js';
import type { ArtifactKind } from './content-kinds.js';
import { fieldLabelOf } from './kind-description.js';

/** The most children an order field (PosOrderJSON, ArgOrderJSON) can list. */
export const MAX_ORDER_IDS = 2000;

const text = (name: string) => IsString({ message: `action.ArgsJSON.${name} must be text` });
const id = (name: string) =>
  Matches(ID_PATTERN, { message: `action.ArgsJSON.${name} must be an id` });

// The ArgsJSON of each action: these fields and no others. Text sizes follow the kind's text rules
// (checked in fieldArgs, since they depend on FieldName); the bounds here only cap the raw input.

class EditTextFieldArgs {
  @MaxLength(40, { message: 'action.ArgsJSON.FieldName must be at most 40 characters' })
  @text('FieldName')
  FieldName!: string;

  @text('OldValue')
  OldValue!: string;

  @text('NewValue')
  NewValue!: string;
}

/** {Type}Edit: the new values of some of the kind's editFields, and the values loaded before. */
class EditArgs {
  @IsObject({ message: 'action.ArgsJSON.Old must be an object of field values' })
  Old!: Record<string, string>;

  @IsObject({ message: 'action.ArgsJSON.New must be an object of field values' })
  New!: Record<string, string>;
}

class DeleteArgs {}

class RevertArgs {
  @id('RevID')
  @text('RevID')
  RevID!: string;

  /**
   * true: undo that one revision (MediaWiki's undo: its changes reversed, refused when later edits
   * changed the same fields) instead of restoring the whole state it left.
   */
  @IsOptional()
  @IsBoolean({ message: 'action.ArgsJSON.Undo must be true or false' })
  Undo?: boolean;
}

class SetPosArgs {
  @id('NewParentPosID')
  @text('NewParentPosID')
  NewParentPosID!: string;
}

export const ACTION_ARGS = {
  EditTextField: EditTextFieldArgs,
  Edit: EditArgs,
  Delete: DeleteArgs,
  Revert: RevertArgs,
  SetPos: SetPosArgs,
} as const;

export type Verb = keyof typeof ACTION_ARGS;
export type ActionArgs<V extends Verb> = InstanceType<(typeof ACTION_ARGS)[V]>;

function fieldsOf(schema: new () => object): string[] {
  const names = getMetadataStorage()
    .getTargetValidationMetadatas(schema, '', true, false)
    .map((m) => m.propertyName);
  return [...new Set(names)];
}

function parseObject(argsJson: string): Record<string, unknown> {
  // ArgsJSON is JSON inside a string: the request guards saw only its text, so apply their limits.
  if (jsonNestsDeeperThan(argsJson, MAX_JSON_DEPTH))
    throw new BadRequestException(
      `action.ArgsJSON is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(argsJson);
  } catch {
    throw new BadRequestException('action.ArgsJSON must be a JSON object.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequestException('action.ArgsJSON must be a JSON object.');
  }
  const problem = findTextProblem(parsed, 'action.ArgsJSON');
  if (problem) throw new BadRequestException(problem);
  return parsed as Record<string, unknown>;
}

function firstError(errors: ValidationError[]): string | undefined {
  const constraints = errors[0]?.constraints;
  return constraints ? Object.values(constraints)[0] : undefined;
}

function parseOrder(name: string, value: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    list = null;
  }
  if (
    !Array.isArray(list) ||
    list.length > MAX_ORDER_IDS ||
    !list.every((item) => typeof item === 'string' && ID_PATTERN.test(item))
  ) {
    throw new BadRequestException(
      `action.ArgsJSON.${name} must be a JSON list of at most ${MAX_ORDER_IDS} child ids.`,
    );
  }
  return list as string[];
}

/** The sizes of an EditTextField's values follow the text rules of the field it names. */
function fieldArgs(
  kind: Pick<ArtifactKind, 'type' | 'noun' | 'orderField' | 'textRules' | 'fields'>,
  args: EditTextFieldArgs,
): EditTextFieldArgs {
  const field = args.FieldName;
  if (field === kind.orderField) {
    return {
      FieldName: field,
      OldValue: JSON.stringify(parseOrder('OldValue', args.OldValue)),
      NewValue: JSON.stringify(parseOrder('NewValue', args.NewValue)),
    };
  }
  if (!Object.hasOwn(kind.textRules, field))
    throw new BadRequestException(
      `${capitalized(withArticle(kind.noun))} has no text field "${field}".`,
    );
  const rule = kind.textRules[field];
  // The stored value is within the rule, so a longer OldValue can only be junk.
  if (charCount(args.OldValue) > rule.max) {
    throw new BadRequestException(
      `action.ArgsJSON.OldValue must be at most ${rule.max} characters, like the ${field} it names.`,
    );
  }
  // Recorded as it will be stored: trimmed and normalized, so its size is the rule's.
  return {
    FieldName: field,
    OldValue: args.OldValue,
    NewValue: checkText(fieldLabelOf(kind, field), args.NewValue, rule),
  };
}

/** The most characters of one value of a {Type}Edit (the longest text rule is 5000). */
const MAX_EDIT_VALUE = 10000;

/**
 * {Type}Edit's New names a non-empty set of the kind's editFields, each a text within bounds, and
 * Old names the same fields with the values loaded; text-rule fields are recorded as stored.
 */
function editArgs(
  kind: Pick<ArtifactKind, 'type' | 'noun' | 'textRules' | 'editFields' | 'fields'>,
  args: EditArgs,
): EditArgs {
  const allowed = kind.editFields ?? [];
  const fields = Object.keys(args.New);
  if (fields.length === 0)
    throw new BadRequestException('action.ArgsJSON.New must name at least one field.');
  const stray = [...fields, ...Object.keys(args.Old)].find((f) => !allowed.includes(f));
  if (stray !== undefined) {
    throw new BadRequestException(
      `${capitalized(withArticle(kind.noun))} has no field "${stray.slice(0, 40)}" to edit; it has ${allowed.join(', ')}.`,
    );
  }
  const result: EditArgs = { Old: {}, New: {} };
  for (const field of fields) {
    if (!Object.hasOwn(args.Old, field))
      throw new BadRequestException(`action.ArgsJSON.Old must hold the loaded ${field}.`);
    for (const side of ['Old', 'New'] as const) {
      const value = args[side][field];
      if (typeof value !== 'string')
        throw new BadRequestException(`action.ArgsJSON.${side}.${field} must be text.`);
      if (charCount(value) > MAX_EDIT_VALUE)
        throw new BadRequestException(
          `action.ArgsJSON.${side}.${field} must be at most ${MAX_EDIT_VALUE} characters.`,
        );
    }
    const rule = Object.hasOwn(kind.textRules, field) ? kind.textRules[field] : undefined;
    result.Old[field] = args.Old[field];
    result.New[field] = rule
      ? checkText(fieldLabelOf(kind, field), args.New[field], rule)
      : args.New[field];
  }
  if (Object.keys(args.Old).length !== fields.length)
    throw new BadRequestException('action.ArgsJSON.Old must name the same fields as New.');
  return result;
}

/**
 * Parses and validates an action's ArgsJSON against that action's own fields: unknown keys,
 * wrong types and oversized values are refused with 400. What it returns is what the revision
 * records.
 */
export function parseActionArgs<V extends Verb>(
  kind: Pick<ArtifactKind, 'type' | 'noun' | 'orderField' | 'textRules' | 'editFields' | 'fields'>,
  verb: V,
  argsJson: string,
): ActionArgs<V> {
  const args = parseArgsWith(ACTION_ARGS[verb], argsJson);
  if (verb === 'EditTextField')
    return fieldArgs(kind, args as unknown as EditTextFieldArgs) as ActionArgs<V>;
  if (verb === 'Edit') return editArgs(kind, args as unknown as EditArgs) as ActionArgs<V>;
  return args as ActionArgs<V>;
}

/**
 * Parses an ArgsJSON against a class-validator schema (a verb's, or a kind's own action's):
 * unknown keys, wrong types and oversized values are refused with 400.
 */
export function parseArgsWith<T extends object>(schema: new () => T, argsJson: string): T {
  const raw = parseObject(argsJson);
  const allowed = fieldsOf(schema);
  const unknown = Object.keys(raw).find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    const takes = allowed.length ? `only ${allowed.join(', ')}` : 'no fields';
    throw new BadRequestException(
      `action.ArgsJSON has an unknown field "${unknown.slice(0, 40)}"; this action takes ${takes}.`,
    );
  }
  // Copied by name (never Object.assign, which would honour a "__proto__" key).
  const args = new schema() as Record<string, unknown>;
  for (const name of allowed) if (Object.hasOwn(raw, name)) args[name] = raw[name];
  const message = firstError(
    validateSync(args, { stopAtFirstError: true, forbidUnknownValues: false }),
  );
  if (message) throw new BadRequestException(message.endsWith('.') ? message : `${message}.`);
  return args as T;
}
