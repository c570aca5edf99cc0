import { liveArgs } from '../arg/arg-order.js';
import { lineRule, titleRule } from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import type { KindPage } from '../revision/kind-declarations.js';
import {
  applyOrder,
  deletedFlag,
  noSuchField,
  pagePath,
  setDeleted,
  setText,
  textSnapshot,
} from '../revision/content-kinds.js';
import { assertRoomForPosition } from './pos-order.js';
import { PosEntity } from './pos.entity.js';

export const POS_TEXT_RULES = {
  Title: titleRule(),
  Description: lineRule('description', 300),
};

const POS_PAGE: KindPage<PosEntity> = { level: 'p', editPage: true, slugged: true };

/** A position of a question: its arguments are ordered children; at most 8 live per question. */
export const posKind: ArtifactKind<PosEntity> = {
  type: 'pos',
  typeName: 'Pos',
  noun: 'position',
  plural: 'positions',
  entity: PosEntity,
  page: POS_PAGE,
  sitemap: {},
  fields: {
    ArgOrderJSON: {
      label: 'order of the arguments',
      editLabel: 'Reordered the arguments',
      shows: { ids: 'arg' },
    },
  },
  inboxKind: 'posAction',
  textRules: POS_TEXT_RULES,
  orderField: 'ArgOrderJSON',
  name: (p) => p.title,
  link: (p) => pagePath(POS_PAGE, p.id),
  deletedLocation: (p) => `/c/${p.convoId}`,
  parent: { type: 'convo', key: 'convoId' },
  search: (p) => ({ title: p.title, body: p.description, link: pagePath(POS_PAGE, p.id) }),
  async snapshot(manager, p) {
    const args = await liveArgs(manager, p);
    return {
      ...textSnapshot(p, POS_TEXT_RULES),
      ArgOrderJSON: JSON.stringify(args.map((a) => a.id)),
      Deleted: deletedFlag(p),
    };
  },
  async applyField(manager, p, field, value) {
    if (field === 'Deleted') {
      if (value === 'false' && p.deletedAt) await assertRoomForPosition(manager, p.convoId);
      return setDeleted(p, value);
    }
    if (field === 'ArgOrderJSON') {
      p.argOrder = applyOrder(field, value, p.argOrder, await liveArgs(manager, p), false);
      return;
    }
    if (!setText(p, POS_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};
