/** Readable labels of revisions' action names (spec section 4: unknown ones read 'Unknown action'). */

const NOUNS: Record<string, string> = {
  Convo: 'question',
  Pos: 'position',
  Arg: 'argument',
  Tag: 'tag',
  Category: 'category',
  Article: 'article',
  Person: 'person',
  Req: 'request',
};

const FIELD_LABELS: Record<string, string> = {
  Title: 'title',
  Name: 'name',
  Description: 'description',
  Tags: 'tags',
  Argument: 'argument',
  Premises: 'premises',
  RejectingPremises: 'rejecting premises',
  Context: 'context',
  Framing: 'framing',
  CounterArguments: 'counter-arguments',
  FurtherReading: 'further reading',
  ReferencesBody: 'references',
  PosOrderJSON: 'order of the positions',
  ArgOrderJSON: 'order of the arguments',
  PosID: 'position',
  Categories: 'categories',
  Deleted: 'deleted',
};

export const UNKNOWN_ACTION = 'Unknown action';

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

function parseArgs(argsJSON: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(argsJSON);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const ACTION_PATTERN = new RegExp(
  `^(${Object.keys(NOUNS).join('|')})(Create|EditTextField|Delete|Revert|SetPos)$`,
);

export function actionLabel(actionName: string, argsJSON: string): string {
  // A question's own action (category/), beyond the generic verbs.
  if (actionName === 'ConvoSetCategories') return 'Changed the categories';
  const match = ACTION_PATTERN.exec(actionName);
  if (!match) return UNKNOWN_ACTION;
  const [, type, verb] = match;
  const noun = NOUNS[type];
  const args = parseArgs(argsJSON);
  switch (verb) {
    case 'Create':
      return `Created the ${noun}`;
    case 'Delete':
      return `Deleted the ${noun}`;
    case 'Revert':
      return args.Undo ? 'Undid a revision' : 'Reverted to an earlier revision';
    case 'SetPos':
      return type === 'Arg' ? 'Moved to another position' : UNKNOWN_ACTION;
    default: {
      const field = typeof args.FieldName === 'string' ? args.FieldName : '';
      if (field === 'PosOrderJSON') return 'Reordered the positions';
      if (field === 'ArgOrderJSON') return 'Reordered the arguments';
      return field ? `Edited the ${fieldLabel(field)}` : `Edited the ${noun}`;
    }
  }
}

/** The revision detail text: at most 40 characters, the 40th an ellipsis (spec section 9). */
export function cutDetail(text: string, max = 40): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : text;
}
