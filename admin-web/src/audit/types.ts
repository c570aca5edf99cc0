/** The actions the audit log records (backend audit-entry.entity.ts AUDIT_ACTIONS). */
export const AUDIT_ACTIONS = [
  'delete',
  'restore',
  'undo',
  'commentRemove',
  'reportDismiss',
  'roleChange',
] as const;

/** A row of the audit resource: one moderation action. */
export interface AuditRecord {
  id: string;
  Action: (typeof AUDIT_ACTIONS)[number];
  ActorName: string;
  ActorUID: string;
  TargetType: string;
  TargetID: string;
  TargetName: string;
  TargetLink: string;
  Reason: string;
  Details: string;
  Created: string;
}

export const actionChoices = AUDIT_ACTIONS.map((action) => ({
  id: action,
  name: `resources.audit.actions.${action}`,
}));
