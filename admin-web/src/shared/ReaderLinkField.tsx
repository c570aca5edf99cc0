import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';

interface ReaderLinkFieldProps<R extends RaRecord> {
  /** A record field holding the reader path (Link, ThreadLink, TargetLink)... */
  source?: keyof R & string;
  /** ...or how to build it from the record (when the record has no `source` field). */
  path?: (record: R) => string | null | undefined;
  label?: string;
}

/**
 * A link to the record's page on the reader site (same origin, outside the console's router),
 * opened in a new tab so the list keeps its place. Clicking it does not open the row.
 */
export const ReaderLinkField = <R extends RaRecord>({ source, path }: ReaderLinkFieldProps<R>) => {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record) return null;
  const given: unknown = source ? record[source] : null;
  const href = typeof given === 'string' && given ? given : path?.(record);
  if (typeof href !== 'string' || !href.startsWith('/')) return null;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {translate('console.open_on_site')}
      <OpenInNewIcon fontSize="inherit" />
    </Link>
  );
};
