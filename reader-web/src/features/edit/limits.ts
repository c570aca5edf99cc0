import type { ArtifactType } from '../../api/types';

/** The spec's character limits (section 5), as the server enforces them after trimming. */
export interface FieldRule {
  min: number;
  max: number;
  /** Newlines are kept (long-form sections); elsewhere they are stripped. */
  multiline: boolean;
  /** The minimum applies only to a non-empty value (optional long-form sections). */
  minWhenPresent?: boolean;
}

const title: FieldRule = { min: 10, max: 75, multiline: false };
const shortDescription = (min: number): FieldRule => ({ min, max: 300, multiline: false });
const longForm = (min = 0): FieldRule => ({
  min,
  max: 5000,
  multiline: true,
  minWhenPresent: min > 0,
});
const tags: FieldRule = { min: 0, max: 1000, multiline: false };

export const FIELD_RULES: Record<ArtifactType, Record<string, FieldRule>> = {
  convo: { Title: title, Description: shortDescription(160), Tags: tags },
  pos: { Title: title, Description: shortDescription(0) },
  arg: {
    Title: title,
    Description: shortDescription(160),
    Argument: longForm(100),
    CounterArguments: longForm(100),
    Context: longForm(),
    Framing: longForm(),
    FurtherReading: longForm(),
    Premises: longForm(),
    ReferencesBody: longForm(),
    RejectingPremises: longForm(),
    Tags: tags,
  },
  tag: { Name: { min: 1, max: 40, multiline: false }, Description: shortDescription(0) },
  category: { Title: { min: 3, max: 75, multiline: false }, Description: shortDescription(0) },
  person: { Name: { min: 2, max: 200, multiline: false } },
  quote: {},
  req: {
    Title: { min: 3, max: 75, multiline: false },
    Issue: { min: 10, max: 5000, multiline: false },
  },
  article: {
    Title: { min: 3, max: 75, multiline: false },
    Body: { min: 0, max: 20000, multiline: true },
  },
  slug: {},
};

const FALLBACK_RULE: FieldRule = { min: 0, max: 5000, multiline: true };

export function fieldRule(type: ArtifactType, field: string): FieldRule {
  return FIELD_RULES[type][field] ?? FALLBACK_RULE;
}

/** Characters as a person counts them (code points) in the trimmed value, like the server. */
export function charCount(value: string): number {
  return [...value.trim()].length;
}

export function isWithinLimits(value: string, rule: FieldRule): boolean {
  const count = charCount(value);
  if (rule.minWhenPresent && count === 0) return true;
  return count >= rule.min && count <= rule.max;
}

/** Single-line fields (titles, descriptions) strip newlines, pasted ones included. */
export function stripNewlines(value: string): string {
  return value.replace(/[ \t]*(\r\n?|\n)+[ \t]*/g, ' ');
}
