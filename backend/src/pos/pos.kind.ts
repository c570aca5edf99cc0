import { liveArgs } from '../arg/arg-order.js';
import { lineRule, titleRule } from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import {
  applyOrder,
  deletedFlag,
  noSuchField,
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

/** A position of a question: its arguments are ordered children; at most 8 live per question. */
export const posKind: ArtifactKind<PosEntity> = {
  type: 'pos',
  typeName: 'Pos',
  noun: 'position',
  entity: PosEntity,
  inboxKind: 'posAction',
  textRules: POS_TEXT_RULES,
  orderField: 'ArgOrderJSON',
  name: (p) => p.title,
  link: (p) => `/p/${p.id}`,
  deletedLocation: (p) => `/c/${p.convoId}`,
  parent: { type: 'convo', key: 'convoId' },
  search: (p) => ({ title: p.title, body: p.description, link: `/p/${p.id}` }),
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
