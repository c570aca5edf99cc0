import { lazy } from 'react';

/** The report dialog (and the modal it sits in) is loaded when a reader first opens it. */
export const LazyReportDialog = lazy(() =>
  import('./report-dialog').then((m) => ({ default: m.ReportDialog })),
);
