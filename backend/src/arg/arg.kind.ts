import {
  lineRule,
  longFormRule,
  requiredLongFormRule,
  TAGS_RULE,
  titleRule,
} from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import type { KindPage } from '../revision/kind-declarations.js';
import {
  deletedFlag,
  noSuchField,
  pagePath,
  setDeleted,
  setText,
  textSnapshot,
} from '../revision/content-kinds.js';
import {
  applyLinks,
  checkLinkRemovals,
  LINK_ACTIONS,
  LINK_FIELDS,
  LINKS_FIELD,
  linksSnapshot,
} from '../link/link.actions.js';
import { moveArg } from './arg-order.js';
import { ArgEntity } from './arg.entity.js';

export const ARG_TEXT_RULES = {
  Title: titleRule(),
  Description: lineRule('description', 300, 160),
  // Spec section 5: 100 to 5000 characters. A new argument has neither (the New Argument form asks
  // for a title and a description); no edit may leave either empty.
  Argument: requiredLongFormRule('argument', 100),
  CounterArguments: requiredLongFormRule('counterArguments', 100),
  Context: longFormRule('context'),
  Framing: longFormRule('framing'),
  FurtherReading: longFormRule('furtherReading'),
  Premises: longFormRule('premises'),
  ReferencesBody: longFormRule('referencesBody'),
  RejectingPremises: longFormRule('rejectingPremises'),
  Tags: TAGS_RULE,
};

/** An argument's pages: /a/{id or slug}, with the argument's vote widget. */
const ARG_PAGE: KindPage<ArgEntity> = { level: 'a', editPage: true, slugged: true, votes: true };

/** An argument for a position; ArgSetPos moves it to another position of the same question. */
export const argKind: ArtifactKind<ArgEntity> = {
  type: 'arg',
  typeName: 'Arg',
  noun: 'argument',
  plural: 'arguments',
  entity: ArgEntity,
  page: ARG_PAGE,
  sitemap: {},
  fields: {
    CounterArguments: { label: 'counter-arguments' },
    ReferencesBody: { label: 'references' },
    PosID: { label: 'position', shows: { id: 'pos' } },
    ...LINK_FIELDS,
  },
  inboxKind: 'argAction',
  textRules: ARG_TEXT_RULES,
  // What its ratings rate: a substantive change of these starts a new version (arg-versions.ts).
  versionedFields: ['Title', 'Argument', 'CounterArguments'],
  move: { actionName: 'ArgSetPos', field: 'PosID' },
  name: (a) => a.title,
  link: (a) => pagePath(ARG_PAGE, a.id),
  deletedLocation: (a) => `/p/${a.posId}`,
  parent: { type: 'pos', key: 'posId' },
  search: (a) => ({ title: a.title, body: a.description, link: pagePath(ARG_PAGE, a.id) }),
  // Its external links (link/) are one field of its state, changed by the link actions.
  actions: LINK_ACTIONS,
  checkChange: checkLinkRemovals,
  async snapshot(manager, a) {
    return {
      ...textSnapshot(a, ARG_TEXT_RULES),
      PosID: a.posId,
      [LINKS_FIELD]: await linksSnapshot(manager, a.id),
      Deleted: deletedFlag(a),
    };
  },
  async applyField(manager, a, field, value) {
    if (field === 'Deleted') return setDeleted(a, value);
    if (field === LINKS_FIELD) return applyLinks(manager, a.id, value);
    if (field === 'PosID') return moveArg(manager, a, value ?? '');
    if (!setText(a, ARG_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};
