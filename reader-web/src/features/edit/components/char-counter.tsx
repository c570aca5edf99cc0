import { counterText, isWithinLimits, type FieldRule } from '../limits';

interface CharCounterProps {
  id: string;
  value: string;
  rule: FieldRule;
}

/** Counts characters as the server does: green within the spec's limits, red outside. */
export function CharCounter({ id, value, rule }: CharCounterProps) {
  const within = isWithinLimits(value, rule);
  return (
    <p
      id={id}
      className={`char-counter ${within ? 'char-counter--within' : 'char-counter--outside'}`}
      data-within={within}
    >
      {counterText(value, rule)}
    </p>
  );
}
