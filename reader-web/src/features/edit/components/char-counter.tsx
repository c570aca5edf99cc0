import { charCount, isWithinLimits, type FieldRule } from '../limits';

interface CharCounterProps {
  id: string;
  value: string;
  rule: FieldRule;
}

function range(rule: FieldRule): string {
  if (rule.min === 0) return `at most ${rule.max}`;
  const span = `${rule.min} to ${rule.max}`;
  return rule.minWhenPresent ? `${span}, or empty` : span;
}

/** Counts characters as the server does: green within the spec's limits, red outside. */
export function CharCounter({ id, value, rule }: CharCounterProps) {
  const count = charCount(value);
  const within = isWithinLimits(value, rule);
  const problem = within
    ? ''
    : count === 0
      ? ': it cannot be empty'
      : count < rule.min
        ? ': too short'
        : ': too long';
  return (
    <p
      id={id}
      className={`char-counter ${within ? 'char-counter--within' : 'char-counter--outside'}`}
      data-within={within}
    >
      {count} characters ({range(rule)}){problem}
    </p>
  );
}
