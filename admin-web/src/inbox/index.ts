export { InboxPage } from './InboxPage';
export { InboxEntry, ArtifactLink } from './InboxEntry';
export { RevisionDiff } from './RevisionDiff';
export { inboxRights, useInboxRights } from './inboxRights';
