import { BadRequestException, NotFoundException } from '@nestjs/common';
import {
  type Action,
  type Actor,
  EDITOR,
  registerAccessRules,
  requireAccess,
} from '../common/access.js';
import { ID_PATTERN } from '../common/id-validation.js';
import { checkText, lineRule, titleRule } from '../common/text-rules.js';
import type { ArtifactKind, ChangeContext } from '../revision/content-kinds.js';
import type { KindPage } from '../revision/kind-declarations.js';
import type { Snapshot } from '../revision/revision.entity.js';
import {
  deletedFlag,
  noSuchField,
  pagePath,
  setDeleted,
  setText,
  textSnapshot,
} from '../revision/content-kinds.js';
import { REQ_STATUSES, ReqEntity, type ReqStatus } from './req.entity.js';

export { REQ_STATUSES, type ReqStatus } from './req.entity.js';

/**
 * The spec gives no limits for requests: the title is a title like a category's (3-75), the issue
 * one line (the spec's modals disallow newlines in Issue, section 5) of at most 5000 (its largest
 * limit), at least 10 characters so that it says something.
 */
export const REQ_TEXT_RULES = {
  Title: titleRule(75, 3),
  Issue: lineRule('issue', 5000, 10),
};

/**
 * A suggested question: its Title is the question (a question's title rule, as it may become one),
 * its Issue why it matters, one line of at most a question's description (300) and at least a
 * short sentence.
 */
export const SUGGESTION_TEXT_RULES = {
  Title: titleRule(75, 10),
  Issue: lineRule('issue', 300, 20),
};

/** The most characters of a declined suggestion's reason (the console's reasons are as long). */
export const DECLINE_REASON_MAX = 300;

/**
 * What ReqEdit may change together (one revision): the console's edit of a request, and a
 * suggestion's resolution (Status with its outcome, ConvoID or DeclineReason).
 */
export const REQ_EDIT_FIELDS = ['Title', 'Issue', 'Status', 'ConvoID', 'DeclineReason'] as const;

/** A checked Status; null (a snapshot from before requests had one) is the default, open. */
export function checkReqStatus(field: string, value: string | null): ReqStatus {
  if (value === null) return 'open';
  if ((REQ_STATUSES as readonly string[]).includes(value)) return value as ReqStatus;
  throw new BadRequestException(`${field} must be one of ${REQ_STATUSES.join(', ')}.`);
}

/** The artifacts a discussion request may be about (spec section 2: /reqs/{level}/{id}). */
export const REQ_ARTIFACT_TYPES = ['convo', 'arg'] as const;
export type ReqArtifactType = (typeof REQ_ARTIFACT_TYPES)[number];
/** The artifactType of an admin request (no artifact); '' means the same. */
export const ADMIN_REQ = 'admin';
/** The artifactType of a suggested question (no artifact until it becomes one). */
export const SUGGEST_REQ = 'suggest';

export const isSuggestion = (req: Pick<ReqEntity, 'artifactType'>): boolean =>
  req.artifactType === SUGGEST_REQ;

/** Whether a request is about a question or an argument (not the site, not a suggestion). */
export const isAboutArtifact = (req: Pick<ReqEntity, 'artifactType'>): boolean =>
  req.artifactType !== null && req.artifactType !== SUGGEST_REQ;

/** What became of a suggestion: still open, a question (ConvoID), or declined (DeclineReason). */
export type SuggestionOutcome = 'open' | 'question' | 'declined';

export function suggestionOutcome(
  req: Pick<ReqEntity, 'status' | 'outcomeConvoId' | 'declineReason'>,
): SuggestionOutcome {
  if (req.status === 'open') return 'open';
  return req.outcomeConvoId ? 'question' : 'declined';
}

const LEVEL: Record<ReqArtifactType, string> = { convo: 'c', arg: 'a' };

/**
 * Admin requests are about the site itself and are edited in the internal admin area (spec
 * sections 2 and 6): editors and above (who manage requests, DESIGN.md) create and change them,
 * on their internal edit page too. They have their own line of the access table; other requests
 * follow the req kind's.
 */
export const ADMIN_REQ_ACCESS = 'adminReq';
registerAccessRules(ADMIN_REQ_ACCESS, {
  noun: 'admin request',
  rules: { create: EDITOR, edit: EDITOR, revert: EDITOR },
});

/** A request's pages: /req/{id}, and an admin request's internal edit page. */
const REQ_PAGE: KindPage<ReqEntity> = {
  level: 'req',
  editPage: true,
  otherPages: [{ path: '/internal/admin/edit/req/{id}', accessKind: ADMIN_REQ_ACCESS }],
};

export const reqLink = (id: string): string => pagePath(REQ_PAGE, id);

/** Where the requests of an artifact are listed: /reqs/{level}/{id}. */
export function reqsLink(type: ReqArtifactType, id: string): string {
  return `/reqs/${LEVEL[type]}/${id}`;
}

/** The access line deciding changes to a request: an admin request's own, else the kind's. */
export function reqAccessKind(req: Pick<ReqEntity, 'artifactType'>): string | undefined {
  return req.artifactType === null ? ADMIN_REQ_ACCESS : undefined;
}

/** requireAccess on the admin requests' line, `doing` naming the deed in the refusal. */
export function requireAdminRequests(
  user: Actor | null | undefined,
  action: Action,
  doing: string,
): void {
  requireAccess(user, action, ADMIN_REQ_ACCESS, doing);
}

/**
 * Who may change a request, whichever action changes it (an edit, a revert, an inbox undo): an
 * admin request only editors; a request whose question or argument (or what that lives under) is
 * deleted nobody, as it is hidden like its artifact (404). Its artifact never changes.
 */
export async function checkReqChange(
  req: Pick<ReqEntity, 'id' | 'artifactType' | 'artifactId'>,
  user: Actor,
  isLive: ChangeContext['isLive'],
): Promise<void> {
  if (req.artifactType === null) {
    requireAdminRequests(user, 'edit', 'change an admin request');
  } else if (isSuggestion(req)) {
    return; // about nothing yet: its outcome fields are the editors' (the field rules)
  } else if (!(await isLive(req.artifactType, req.artifactId!))) {
    throw new NotFoundException(`There is no request ${req.id}.`);
  }
}

/**
 * A request. Its artifact never changes; its Title and Issue are edited by signed-in users (admin
 * requests: editors), deleted by editors (who manage requests, DESIGN.md): checkReqChange, on
 * every change the write path makes. Its Status (open, resolved) is changed only by editors and
 * above, by whatever action (the field rule). Not searched: requests are talk about content,
 * reached from the content they are about.
 */
export const reqKind: ArtifactKind<ReqEntity> = {
  type: 'req',
  typeName: 'Req',
  noun: 'request',
  plural: 'requests',
  entity: ReqEntity,
  page: REQ_PAGE,
  fields: {
    Status: {},
    ConvoID: { label: 'question', shows: { id: 'convo' } },
    DeclineReason: { label: 'reason for declining' },
  },
  // A suggestion's resolution is a ReqEdit (suggestion-resolution.ts), as is the console's.
  actionLabels: {
    ReqEdit: {
      label: 'Edited the request',
      when: [
        { at: 'New.ConvoID', label: 'Made the suggestion a question' },
        { at: 'New.DeclineReason', label: 'Declined the suggestion' },
        { at: 'New.Status', equals: 'resolved', label: 'Resolved the request' },
        { at: 'New.Status', equals: 'open', label: 'Reopened the request' },
      ],
    },
  },
  inboxKind: 'reqAction',
  textRules: REQ_TEXT_RULES,
  editFields: REQ_EDIT_FIELDS,
  access: { fields: { Status: EDITOR, ConvoID: EDITOR, DeclineReason: EDITOR } },
  accessKindOf: reqAccessKind,
  name: (r) => r.title,
  link: (r) => reqLink(r.id),
  deletedLocation: (r) =>
    r.artifactType && r.artifactId
      ? reqsLink(r.artifactType as ReqArtifactType, r.artifactId)
      : '/encyclopedia',
  async checkChange(before, after, user, { entity, isLive }) {
    await checkReqChange(entity, user, isLive);
    if (isSuggestion(entity)) checkSuggestionChange(before, after);
  },
  async snapshot(_manager, r) {
    return {
      ...textSnapshot(r, REQ_TEXT_RULES),
      Status: r.status ?? 'open',
      // Only suggestions have an outcome: other requests' history is as it was.
      ...(isSuggestion(r)
        ? { ConvoID: r.outcomeConvoId ?? '', DeclineReason: r.declineReason ?? '' }
        : {}),
      Deleted: deletedFlag(r),
    };
  },
  async applyField(_manager, r, field, value) {
    if (field === 'Deleted') return setDeleted(r, value);
    if (field === 'Status') {
      r.status = checkReqStatus(field, value);
      return;
    }
    if (isSuggestion(r) && field === 'ConvoID') {
      r.outcomeConvoId = checkOutcomeConvoId(value);
      return;
    }
    if (isSuggestion(r) && field === 'DeclineReason') {
      r.declineReason = value ? checkText(field, value, DECLINE_REASON_RULE) : null;
      return;
    }
    if (!setText(r, REQ_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};

const DECLINE_REASON_RULE = lineRule('declineReason', DECLINE_REASON_MAX, 1);

function checkOutcomeConvoId(value: string | null): string | null {
  if (!value) return null;
  if (!ID_PATTERN.test(value)) throw new BadRequestException('ConvoID must be an id.');
  return value;
}

/**
 * A suggestion's rules, whatever action changes it (an edit, a revert, an undo): its text as a
 * suggestion's, and its outcome consistent with its Status: open with none, resolved with exactly
 * one (the question it became, or why it was declined).
 */
export function checkSuggestionChange(before: Snapshot, after: Snapshot): void {
  for (const [field, rule] of Object.entries(SUGGESTION_TEXT_RULES))
    if (after[field] !== before[field]) checkText(field, after[field] ?? '', rule);
  const outcomes = [after.ConvoID, after.DeclineReason].filter(Boolean).length;
  if (after.Status === 'open' && outcomes > 0)
    throw new BadRequestException('An open suggestion has no outcome yet.');
  if (after.Status === 'resolved' && outcomes !== 1)
    throw new BadRequestException(
      'A suggestion is resolved by making it a question or by declining it with a reason.',
    );
}
