import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ReportRecord } from './types';

/**
 * The reported comment's text, and under it who reported it and why, one report a line: in one
 * cell, so the queue stays as wide as the screen with its Resolve buttons.
 */
export function CommentAndReasons() {
  const record = useRecordContext<ReportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2">{record.Body}</Typography>
      {record.Reasons && (
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          aria-label={translate('resources.reports.fields.Reasons')}
          sx={{ whiteSpace: 'pre-line', mt: 0.5 }}
        >
          {record.Reasons}
        </Typography>
      )}
    </>
  );
}
