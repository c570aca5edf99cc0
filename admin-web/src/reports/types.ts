/** A row of the reports resource: one reported comment with the count of its reports. */
export interface ReportRecord {
  id: string;
  Body: string;
  CommentAuthor: string;
  CommentDeleted: boolean;
  ThreadID: string;
  /** The page of the comment's thread on the reader site. */
  ThreadLink: string;
  Reports: number;
  Reasons: string;
  Pathname: string;
  FirstReported: string;
  LastReported: string;
  Status: 'open' | 'resolved';
  Resolution: 'dismissed' | 'deleted' | null;
  ResolvedBy: string | null;
  ResolvedAt: string | null;
}

export const statusChoices = [
  { id: 'open', name: 'resources.reports.status.open' },
  { id: 'resolved', name: 'resources.reports.status.resolved' },
];

export const resolutionChoices = [
  { id: 'dismissed', name: 'resources.reports.resolution.dismissed' },
  { id: 'deleted', name: 'resources.reports.resolution.deleted' },
];
