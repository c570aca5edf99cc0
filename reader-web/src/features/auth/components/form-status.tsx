import { errorMessage } from '../../../shared/api/base-query';

interface FormErrorProps {
  error: unknown;
  /** A problem found before asking the server: shown instead of its error. */
  problem?: string | null;
}

/** The form's error area: the server's sentence, announced to screen readers. */
export function FormError({ error, problem }: FormErrorProps) {
  if (!problem && !error) return null;
  return (
    <p role="alert" className="form-error">
      {problem || errorMessage(error)}
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
