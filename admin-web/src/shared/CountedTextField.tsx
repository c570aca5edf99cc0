import { TextField, type TextFieldProps } from '@mui/material';
import { counterText, isWithinLimits, type LengthLimits } from '../../../backend/openapi/kinds';

type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'helperText' | 'error'> & {
  value: string;
  limits: LengthLimits;
  /** Words shown before the counter ('Shown in the history.'). */
  help?: string;
};

/**
 * A text field with the reader's character counter under it ("50 characters (160 to 300): too
 * short"), counted and worded by the same helpers; red outside the limits.
 */
export const CountedTextField = ({ value, limits, help, ...props }: CountedTextFieldProps) => {
  const within = isWithinLimits(value, limits);
  const counter = counterText(value, limits);
  return (
    <TextField
      {...props}
      value={value}
      error={!within}
      helperText={help ? `${help} ${counter}` : counter}
    />
  );
};
