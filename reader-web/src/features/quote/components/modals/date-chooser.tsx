import { currentYear, type DateFields, INVALID_DATE_MESSAGE, readDate } from '../../date-rules';
import { MONTH_NAMES } from '../../quote-date';

interface DateChooserProps {
  id: string;
  value: DateFields;
  onChange: (value: DateFields) => void;
  /** The clock the year bound is read from (tests). */
  now?: Date;
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

interface PartSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices' names; the n-th (from 1) is sent as "n". */
  names: readonly string[];
  invalid: boolean;
}

/** The day or the month: '—' (none) or one of its names. */
function PartSelect({ id, label, value, onChange, names, invalid }: PartSelectProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
      >
        <option value="">—</option>
        {names.map((name, index) => (
          <option key={name} value={String(index + 1)}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function isPartial(value: DateFields): boolean {
  const filled = [value.day, value.month, value.year].filter((part) => part.trim() !== '');
  return filled.length > 0 && filled.length < 3;
}

/**
 * The date of a quote (spec section 5): day 1-31, month 1-12, year 1 to the current year; the
 * day must fit the month (February 29 in a leap year). An impossible date reads 'This date is
 * invalid'. Left empty, the quote has no date.
 */
export function DateChooser({ id, value, onChange, now }: DateChooserProps) {
  const maxYear = currentYear(now);
  const set = (part: keyof DateFields) => (text: string) => onChange({ ...value, [part]: text });
  const partial = isPartial(value);
  const invalid = !partial && readDate(value, now) === 'invalid';
  const messageId = `${id}-message`;
  return (
    <fieldset className="date-chooser" aria-describedby={messageId}>
      <legend>Date of the quote</legend>
      <div className="date-chooser__parts">
        <PartSelect
          id={`${id}-day`}
          label="Day"
          value={value.day}
          onChange={set('day')}
          names={DAYS}
          invalid={invalid}
        />
        <PartSelect
          id={`${id}-month`}
          label="Month"
          value={value.month}
          onChange={set('month')}
          names={MONTH_NAMES}
          invalid={invalid}
        />
        <div className="form-field">
          <label htmlFor={`${id}-year`}>Year</label>
          <input
            id={`${id}-year`}
            type="text"
            inputMode="numeric"
            maxLength={6}
            placeholder={String(maxYear)}
            value={value.year}
            onChange={(event) => set('year')(event.target.value.replace(/\D/g, ''))}
            aria-invalid={invalid}
          />
        </div>
      </div>
      <p
        id={messageId}
        className={invalid ? 'form-error' : 'form-field__hint'}
        role={invalid ? 'alert' : undefined}
      >
        {invalid
          ? INVALID_DATE_MESSAGE
          : partial
            ? 'Choose the day, the month and the year, or leave all three empty.'
            : `Optional. The year is 1 to ${maxYear}.`}
      </p>
    </fieldset>
  );
}

/** Whether the chooser holds a date that can be sent (a whole valid date, or none). */
export function isDateReady(value: DateFields, now?: Date): boolean {
  return !isPartial(value) && readDate(value, now) !== 'invalid';
}
