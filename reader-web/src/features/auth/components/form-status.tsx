import { errorMessage } from '../../../shared/api/base-query';

interface FormErrorProps {
  error: unknown;
}

/** The form's error area: the server's sentence, announced to screen readers. */
export function FormError({ error }: FormErrorProps) {
  if (!error) return null;
  return (
    <p role="alert" className="form-error">
      {errorMessage(error)}
    </p>
  );
}

interface SubmitButtonProps {
  submitting: boolean;
  label: string;
}

export function SubmitButton({ submitting, label }: SubmitButtonProps) {
  return (
    <button type="submit" className="button" disabled={submitting}>
      {submitting ? 'Submitting...' : label}
    </button>
  );
}
