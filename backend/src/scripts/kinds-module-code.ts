import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The code of the front ends' kinds module beside its data (kinds-file.ts writes both): the types
 * derived from the data and the helpers both front ends use, written once here as plain functions
 * over the data. They are text, type-checked where the front ends import them and tested on the
 * generated module by reader-web/src/api/kinds.test.ts.
 */

/**
 * common/text-length.ts as the front ends get it: its text, without its opening comment. Read from
 * the source tree, whether this runs from backend/src (tests) or backend/dist (the build).
 */
const LENGTH_CODE = (() => {
  const file = ['../common/text-length.ts', '../../src/common/text-length.ts']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error('common/text-length.ts is missing from the source tree.');
  const text = readFileSync(file, 'utf8');
  return text.slice(text.indexOf('*/') + 2).trimStart();
})();

/** Of kind-basics.ts: the types of its data. */
export const BASIC_TYPES_CODE = `/** A registered kind's type: 'convo'. */
export type KindType = (typeof KIND_TYPES)[number];
/** Kinds with pages of their own: 'convo', 'tag'. */
export type PagedKindType = {
  [K in KindType]: (typeof KIND_BASICS)[K]['page'] extends null ? never : K;
}[KindType];
export type PageName = 'read' | 'edit' | 'history';
`;

/** Of kind-basics.ts: a kind from its type or its levels, its pages' paths. */
export const BASIC_HELPERS_CODE = `export function isKindType(type: string): type is KindType {
  return Object.hasOwn(KIND_BASICS, type);
}

/** The path of a kind's page of one artifact ('/c/{id}' with its id); null when it has none. */
export function pagePath(type: KindType, page: PageName, id: string): string | null {
  const template = KIND_BASICS[type].page?.[page];
  return template ? template.replace(/\\{(?:id|alias)\\}/, () => id) : null;
}

/** The kind whose read pages are at /{level}/: 'c' is 'convo'. */
export function kindOfLevel(level: string): PagedKindType | null {
  const found = KIND_TYPES.find((type) => KIND_BASICS[type].page?.level === level);
  return (found as PagedKindType | undefined) ?? null;
}

/** The kind whose history is at /history/{level}/: 'category' is 'category'. */
export function kindOfHistoryLevel(level: string): PagedKindType | null {
  const found = KIND_TYPES.find((type) => KIND_BASICS[type].page?.historyLevel === level);
  return (found as PagedKindType | undefined) ?? null;
}
`;

/** Of kinds.ts: the types of its data. */
export const TYPES_CODE = `export type Kind = (typeof KINDS)[KindType];
type KindOf<K extends KindType> = (typeof KINDS)[K];
/** Every action a revision can record: 'ConvoCreate', 'ArgAddExternalLink'. */
export type ActionName = { [K in KindType]: keyof KindOf<K>['actions'] & string }[KindType];
export type FieldName<K extends KindType> = keyof KindOf<K>['fields'] & string;
/** The levels of the kinds' pages: 'c', 'tags'. */
export type Level = NonNullable<Kind['page']>['level'];
export type HistoryLevel = NonNullable<Kind['page']>['historyLevel'];
/** Kinds whose pages may have a slug. */
export type SluggedKindType = {
  [K in KindType]: KindOf<K>['page'] extends { slugged: true } ? K : never;
}[KindType];
/** Kinds found by search (the types of search results). */
export type SearchedKindType = {
  [K in KindType]: KindOf<K>['searched'] extends true ? K : never;
}[KindType];
/** Kinds whose pages show a vote widget. */
export type VotedKindType = {
  [K in KindType]: KindOf<K>['page'] extends { votes: true } ? K : never;
}[KindType];
/** A text field's limits, as the server enforces them after trimming. */
export type TextLimits = { min: number; max: number; multiline: boolean; minWhenPresent: boolean };
`;

/** Of kinds.ts: a kind from its inbox kind, a field's words and limits, an action's label. */
export const HELPERS_CODE = `/** The kind whose revisions the inbox lists under this inbox kind: 'convoAction' is 'convo'. */
export function kindOfInboxKind(inboxKind: string): KindType | null {
  return KIND_TYPES.find((type) => KINDS[type].inboxKind === inboxKind) ?? null;
}

type FieldFacts = { label: string; text: TextLimits | null; versioned?: true };

function fieldOf(type: KindType, field: string): FieldFacts | null {
  const fields: Readonly<Record<string, FieldFacts>> = KINDS[type].fields;
  return Object.hasOwn(fields, field) ? fields[field] : null;
}

/** A field's name in words ('counter-arguments'); the name itself for a field the kind lacks. */
export function fieldLabel(type: KindType, field: string): string {
  return fieldOf(type, field)?.label ?? field;
}

/** A text field's limits; null for a field that is not text. */
export function textLimits(type: KindType, field: string): TextLimits | null {
  return fieldOf(type, field)?.text ?? null;
}

/** Whether votes rate what the field says: an edit of it may be marked substantive. */
export function isVersionedField(type: KindType, field: string): boolean {
  return fieldOf(type, field)?.versioned === true;
}

${LENGTH_CODE}
/** What history, profiles and the inbox say of an action no kind lists. */
export const UNKNOWN_ACTION = 'Unknown action';

type LabelVariant = { at: string; equals?: string | boolean; label: string };
type ActionLabels = { label: string; when: readonly LabelVariant[] };

function actionOf(actionName: string): ActionLabels | null {
  for (const type of KIND_TYPES) {
    const actions: Readonly<Record<string, ActionLabels>> = KINDS[type].actions;
    if (Object.hasOwn(actions, actionName)) return actions[actionName];
  }
  return null;
}

/** The value at a dotted path of parsed ArgsJSON ('New.ConvoID'); undefined when there is none. */
function valueAt(args: unknown, path: string): unknown {
  let value = args;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function fits(variant: LabelVariant, args: unknown): boolean {
  const value = valueAt(args, variant.at);
  if (variant.equals !== undefined) return value === variant.equals;
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/**
 * What a revision did, in words, from its action's name and ArgsJSON: the first variant of the
 * action whose path holds its value (or, without one, anything but '', null and false), else the
 * action's label; UNKNOWN_ACTION for an action no kind lists.
 */
export function actionLabel(actionName: string, argsJSON: string): string {
  const action = actionOf(actionName);
  if (!action) return UNKNOWN_ACTION;
  let args: unknown;
  try {
    args = JSON.parse(argsJSON);
  } catch {
    args = undefined; // unreadable arguments: the action's own label
  }
  return action.when.find((variant) => fits(variant, args))?.label ?? action.label;
}
`;
