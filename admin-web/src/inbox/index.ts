export { InboxPage } from './InboxPage';
export { InboxEntry, ArtifactLink } from './InboxEntry';
export { RevisionDiff } from './RevisionDiff';
