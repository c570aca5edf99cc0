import type { ChangeEvent, KeyboardEvent } from 'react';
import { stripNewlines, type FieldRule } from '../limits';
import { CharCounter } from './char-counter';

export type TextFieldKind = 'line' | 'description' | 'multiline';

/** Titles and tags are one line; descriptions a 10-row box without newlines; sections 15 rows. */
export function textFieldKind(field: string, rule: FieldRule): TextFieldKind {
  if (rule.multiline) return 'multiline';
  return field === 'Description' ? 'description' : 'line';
}

const ROWS = { description: 10, multiline: 15 } as const;

interface LimitedTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rule: FieldRule;
  kind: TextFieldKind;
  hint?: string;
  autoFocus?: boolean;
}

/** A labelled text field with its character counter (and hint) as its description. */
export function LimitedTextField({
  id,
  label,
  value,
  onChange,
  rule,
  kind,
  hint,
  autoFocus,
}: LimitedTextFieldProps) {
  const counterId = `${id}-count`;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, counterId].filter(Boolean).join(' ');

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    onChange(kind === 'multiline' ? event.target.value : stripNewlines(event.target.value));
  }
  // Enter would only add a newline that is stripped anyway; in a one-line box it submits.
  function blockEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter') event.preventDefault();
  }

  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {kind === 'line' ? (
        <input
          id={id}
          type="text"
          value={value}
          onChange={handleChange}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
        />
      ) : (
        <textarea
          id={id}
          rows={ROWS[kind]}
          value={value}
          onChange={handleChange}
          onKeyDown={kind === 'description' ? blockEnter : undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
        />
      )}
      <CharCounter id={counterId} value={value} rule={rule} />
    </div>
  );
}
