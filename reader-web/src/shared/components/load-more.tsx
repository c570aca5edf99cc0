import { errorMessage } from '../api/base-query';

/** The "Load more" paragraph under a paged list: its button, busy state and the last error. */
export function LoadMore({
  className,
  label,
  buttonClassName = 'button button--secondary',
  loading,
  error,
  onLoad,
}: {
  className: string;
  label: string;
  buttonClassName?: string;
  loading: boolean;
  /** The failed page's error, when the last attempt failed. */
  error?: unknown;
  onLoad: () => void;
}) {
  return (
    <p className={className}>
      <button type="button" className={buttonClassName} disabled={loading} onClick={onLoad}>
        {loading ? 'Loading...' : label}
      </button>
      {error !== undefined && (
        <span role="alert" className="inline-error">
          {errorMessage(error)}
        </span>
      )}
    </p>
  );
}
