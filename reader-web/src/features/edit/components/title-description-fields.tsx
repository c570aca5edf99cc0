import type { ArtifactType } from '../../../api/types';
import { fieldRule } from '../limits';
import { LimitedTextField } from './limited-text-field';

export interface TitleDescription {
  title: string;
  description: string;
}

interface TitleDescriptionFieldsProps {
  idPrefix: string;
  type: ArtifactType;
  titleLabel?: string;
  /** In a modal, the title takes the focus; on a page it does not. */
  autoFocus?: boolean;
  value: TitleDescription;
  onChange: (value: TitleDescription) => void;
}

/** Title and Description of a new question, position or argument, each with its counter. */
export function TitleDescriptionFields({
  idPrefix,
  type,
  titleLabel = 'Title',
  autoFocus = false,
  value,
  onChange,
}: TitleDescriptionFieldsProps) {
  return (
    <>
      <LimitedTextField
        id={`${idPrefix}-title`}
        label={titleLabel}
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
        rule={fieldRule(type, 'Title')}
        kind="line"
        autoFocus={autoFocus}
      />
      <LimitedTextField
        id={`${idPrefix}-description`}
        label="Description"
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
        rule={fieldRule(type, 'Description')}
        kind="description"
      />
    </>
  );
}
