/** A row of the reqs resource (/api/admin/data/reqs): a request, or an admin request. */
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
}

export const statusChoices = [
  { id: 'open', name: 'resources.reqs.status.open' },
  { id: 'resolved', name: 'resources.reqs.status.resolved' },
];

/** What a request is about (none for an admin request). */
export const artifactTypeChoices = [
  { id: 'convo', name: 'resources.reqs.about.convo' },
  { id: 'arg', name: 'resources.reqs.about.arg' },
];
