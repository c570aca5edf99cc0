import { fieldRule, isWithinLimits } from '../../../edit/limits';
import { LimitedTextField } from '../../../edit/components/limited-text-field';
import { UrlField } from '../../../edit/components/url-field';
import { EMPTY_DATE, type DateFields } from '../../date-rules';
import { DateChooser, isDateReady } from './date-chooser';

/** The server's rules for a quote (its kind's): the spec sets none. */
export const QUOTE_RULES = {
  Quote: fieldRule('quote', 'Quote'),
  TitleRole: fieldRule('quote', 'TitleRole'),
};

export interface QuoteValues {
  quote: string;
  titleRole: string;
  sourceURL: string;
  date: DateFields;
}

export const EMPTY_QUOTE: QuoteValues = {
  quote: '',
  titleRole: '',
  sourceURL: '',
  date: EMPTY_DATE,
};

/** Whether the form can be sent: text within its limits and a whole valid date, or none. */
export function isQuoteReady(values: QuoteValues): boolean {
  return (
    isWithinLimits(values.quote, QUOTE_RULES.Quote) &&
    isWithinLimits(values.titleRole, QUOTE_RULES.TitleRole) &&
    isDateReady(values.date)
  );
}

interface QuoteFieldsProps {
  id: string;
  values: QuoteValues;
  onChange: (values: QuoteValues) => void;
}

/** The fields of the Quote add and edit modals. */
export function QuoteFields({ id, values, onChange }: QuoteFieldsProps) {
  const set =
    <K extends keyof QuoteValues>(key: K) =>
    (value: QuoteValues[K]) =>
      onChange({ ...values, [key]: value });
  return (
    <>
      <div className="quote-fields__quote">
        <LimitedTextField
          id={`${id}-quote`}
          label="Quote"
          value={values.quote}
          onChange={set('quote')}
          rule={QUOTE_RULES.Quote}
          kind="multiline"
          hint="The person's words, exactly as they said or wrote them."
          autoFocus
        />
      </div>
      <LimitedTextField
        id={`${id}-role`}
        label="Title or role"
        value={values.titleRole}
        onChange={set('titleRole')}
        rule={QUOTE_RULES.TitleRole}
        kind="line"
        hint="Who the person was when they said it, e.g. 'Mayor of Tallinn'."
      />
      <UrlField
        id={`${id}-source`}
        label="Source URL"
        value={values.sourceURL}
        onChange={set('sourceURL')}
        maxLength={2048}
        hint="Where the quote can be checked (http or https). Shown to editors only."
      />
      <DateChooser id={`${id}-date`} value={values.date} onChange={set('date')} />
    </>
  );
}
