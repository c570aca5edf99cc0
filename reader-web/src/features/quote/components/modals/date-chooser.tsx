import { currentYear, type DateFields, INVALID_DATE_MESSAGE, readDate } from '../../date-rules';
import { MONTH_NAMES } from '../../quote-date';

interface DateChooserProps {
  id: string;
  value: DateFields;
  onChange: (value: DateFields) => void;
  /** The clock the year bound is read from (tests). */
  now?: Date;
}

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

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
        <div className="form-field">
          <label htmlFor={`${id}-day`}>Day</label>
          <select
            id={`${id}-day`}
            value={value.day}
            onChange={(event) => set('day')(event.target.value)}
            aria-invalid={invalid}
          >
            <option value="">—</option>
            {DAYS.map((day) => (
              <option key={day} value={String(day)}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-month`}>Month</label>
          <select
            id={`${id}-month`}
            value={value.month}
            onChange={(event) => set('month')(event.target.value)}
            aria-invalid={invalid}
          >
            <option value="">—</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
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
