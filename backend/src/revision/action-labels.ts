import { DEFAULT_RULES } from '../common/access.js';
import type { ArtifactKind } from './content-kinds.js';
import type { ActionLabel, LabelVariant } from './kind-declarations.js';

/** An action's label with its variants, as history, profiles and the inbox read it. */
export interface ActionDescription {
  label: string;
  when: LabelVariant[];
}

/** Whether the kind offers {Type}Delete: someone may delete it (a tag's `nobody` offers none). */
export function offersDelete(kind: Pick<ArtifactKind, 'access'>): boolean {
  const rule = kind.access?.rules?.delete ?? DEFAULT_RULES.delete;
  return rule.who !== 'nobody' || rule.owner === 'also';
}

/** The fields a {Type}EditTextField may name: its text fields and its order field. */
export function editableFields(kind: Pick<ArtifactKind, 'textRules' | 'orderField'>): string[] {
  return [...Object.keys(kind.textRules), ...(kind.orderField ? [kind.orderField] : [])];
}

const UNDO: LabelVariant = { at: 'Undo', equals: true, label: 'Undid a revision' };

/**
 * Every action the server can record for a revision of the kind, with its label: the generic verbs
 * the write path offers it ({Type}Create, {Type}EditTextField, {Type}Edit with editFields,
 * {Type}Delete unless nobody may delete it, {Type}Revert and its inbox undo, the move action), then
 * its own actions. Generic labels are made from the noun and the fields' words; the kind's
 * actionLabels replace them where they read badly, their variants tried first.
 */
export function describeActions(
  kind: ArtifactKind,
  fieldLabel: (field: string) => { label: string; editLabel: string | null },
): Record<string, ActionDescription> {
  const { typeName: t, noun } = kind;
  const generic: Record<string, ActionLabel> = { [`${t}Create`]: { label: `Created the ${noun}` } };
  const editable = editableFields(kind);
  if (editable.length > 0)
    generic[`${t}EditTextField`] = {
      label: `Edited the ${noun}`,
      when: editable.map((field) => ({
        at: 'FieldName',
        equals: field,
        label: fieldLabel(field).editLabel!,
      })),
    };
  if ((kind.editFields?.length ?? 0) > 0) generic[`${t}Edit`] = { label: `Edited the ${noun}` };
  if (offersDelete(kind)) generic[`${t}Delete`] = { label: `Deleted the ${noun}` };
  generic[`${t}Revert`] = { label: 'Reverted to an earlier revision', when: [UNDO] };
  if (kind.move)
    generic[kind.move.actionName] = {
      label: `Moved to another ${fieldLabel(kind.move.field).label}`,
    };
  for (const [name, action] of Object.entries(kind.actions ?? {}))
    generic[name] = { label: action.label, when: action.when };
  const described: Record<string, ActionDescription> = {};
  for (const [name, made] of Object.entries(generic)) {
    const better = kind.actionLabels?.[name];
    described[name] = {
      label: better?.label ?? made.label,
      when: [...(better?.when ?? []), ...(made.when ?? [])],
    };
  }
  return described;
}

/** The value at a dotted path of parsed ArgsJSON ('New.ConvoID'); undefined when there is none. */
function argAt(args: unknown, path: string): unknown {
  let value = args;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function fits(variant: LabelVariant, args: unknown): boolean {
  const value = argAt(args, variant.at);
  if (variant.equals !== undefined) return value === variant.equals;
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/** The label of one revision's action, given its parsed ArgsJSON: the first variant that fits. */
export function labelOf(action: ActionDescription, args: unknown): string {
  return action.when.find((variant) => fits(variant, args))?.label ?? action.label;
}
