/** A row of the reqs resource (/api/admin/data/reqs): a request, an admin request or a suggestion. */
export interface ReqRecord {
  id: string;
  Title: string;
  Issue: string;
  Admin: boolean;
  ArtifactType: string | null;
  ArtifactID: string | null;
  /** The request's page on the reader site. */
  Link: string;
  Status: 'open' | 'resolved';
  UsernameCased: string;
  Deleted: boolean;
  Created: string;
  /** A suggested question: resolved by Create question or Decline (SuggestionActions). */
  Suggestion: boolean;
  Outcome: 'open' | 'question' | 'declined' | null;
  /** The question it became, and its reader page ('' otherwise). */
  ConvoID: string;
  QuestionLink: string;
  DeclineReason: string;
}

export const outcomeChoices = [
  { id: 'open', name: 'resources.reqs.outcome.open' },
  { id: 'question', name: 'resources.reqs.outcome.question' },
  { id: 'declined', name: 'resources.reqs.outcome.declined' },
];

export const statusChoices = [
  { id: 'open', name: 'resources.reqs.status.open' },
  { id: 'resolved', name: 'resources.reqs.status.resolved' },
];

/** What a request is about (none for an admin request). */
export const artifactTypeChoices = [
  { id: 'convo', name: 'resources.reqs.about.convo' },
  { id: 'arg', name: 'resources.reqs.about.arg' },
  { id: 'suggest', name: 'resources.reqs.about.suggest' },
];
