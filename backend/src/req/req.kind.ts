import { lineRule, titleRule } from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import {
  deletedFlag,
  noSuchField,
  setDeleted,
  setText,
  textSnapshot,
} from '../revision/content-kinds.js';
import { ReqEntity } from './req.entity.js';

/**
 * The spec gives no limits for requests: the title is a title like a category's (3-75), the issue
 * one line (the spec's modals disallow newlines in Issue, section 5) of at most 5000 (its largest
 * limit), at least 10 characters so that it says something.
 */
export const REQ_TEXT_RULES = {
  Title: titleRule(75, 3),
  Issue: lineRule('issue', 5000, 10),
};

/** The artifacts a discussion request may be about (spec section 2: /reqs/{level}/{id}). */
export const REQ_ARTIFACT_TYPES = ['convo', 'arg'] as const;
export type ReqArtifactType = (typeof REQ_ARTIFACT_TYPES)[number];
/** The artifactType of an admin request (no artifact); '' means the same. */
export const ADMIN_REQ = 'admin';

const LEVEL: Record<ReqArtifactType, string> = { convo: 'c', arg: 'a' };

export const reqLink = (id: string): string => `/req/${id}`;

/** Where the requests of an artifact are listed: /reqs/{level}/{id}. */
export function reqsLink(type: ReqArtifactType, id: string): string {
  return `/reqs/${LEVEL[type]}/${id}`;
}

/**
 * A request. Its artifact never changes; its Title and Issue are edited by signed-in users (admin
 * requests: editors, checked by req.service), deleted by editors (who manage requests, DESIGN.md).
 * Not searched: requests are talk about content, reached from the content they are about.
 */
export const reqKind: ArtifactKind<ReqEntity> = {
  type: 'req',
  typeName: 'Req',
  noun: 'request',
  entity: ReqEntity,
  inboxKind: 'reqAction',
  textRules: REQ_TEXT_RULES,
  name: (r) => r.title,
  link: (r) => reqLink(r.id),
  deletedLocation: (r) =>
    r.artifactType && r.artifactId
      ? reqsLink(r.artifactType as ReqArtifactType, r.artifactId)
      : '/encyclopedia',
  async snapshot(_manager, r) {
    return { ...textSnapshot(r, REQ_TEXT_RULES), Deleted: deletedFlag(r) };
  },
  async applyField(_manager, r, field, value) {
    if (field === 'Deleted') return setDeleted(r, value);
    if (!setText(r, REQ_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};
