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
import { EDITOR } from '../common/access.js';
import { checkImageUrl, IMAGE_URL_FIELD, IMAGE_URL_RULE } from '../common/image-url.js';
import {
  applyConvoCategories,
  CATEGORIES_FIELD,
  categoriesSnapshot,
  CONVO_CATEGORY_ACTIONS,
  CONVO_CATEGORY_FIELDS,
} from '../category/convo-categories.js';
import { lineRule, TAGS_RULE, titleRule } from '../common/text-rules.js';
import { livePositions } from '../pos/pos-order.js';
import { ConvoEntity } from './convo.entity.js';

export const CONVO_TEXT_RULES = {
  Title: titleRule(),
  Description: lineRule('description', 300, 160),
  Tags: TAGS_RULE,
  /** Set by an upload (upload/): one of this site's images, or empty. */
  ImageURL: IMAGE_URL_RULE,
};

/** A question's pages: /c/{id or slug}, with the question's vote widget. */
const CONVO_PAGE: KindPage<ConvoEntity> = {
  level: 'c',
  editPage: true,
  slugged: true,
  votes: true,
};

/**
 * A question: its positions are ordered children; it is tagged (tag/tags-sync.ts) and searched;
 * editors file it under categories (ConvoSetCategories, category/convo-categories.ts).
 */
export const convoKind: ArtifactKind<ConvoEntity> = {
  type: 'convo',
  typeName: 'Convo',
  noun: 'question',
  plural: 'questions',
  entity: ConvoEntity,
  page: CONVO_PAGE,
  sitemap: {},
  fields: {
    PosOrderJSON: {
      label: 'order of the positions',
      editLabel: 'Reordered the positions',
      shows: { ids: 'pos' },
    },
    ...CONVO_CATEGORY_FIELDS,
    ImageURL: IMAGE_URL_FIELD,
  },
  inboxKind: 'convoAction',
  textRules: CONVO_TEXT_RULES,
  orderField: 'PosOrderJSON',
  actions: CONVO_CATEGORY_ACTIONS,
  // Editors and admins manage categories (DESIGN.md): by the action, a revert or an undo alike.
  access: { fields: { [CATEGORIES_FIELD]: EDITOR } },
  name: (c) => c.title,
  link: (c) => pagePath(CONVO_PAGE, c.id),
  deletedLocation: () => '/encyclopedia',
  search: (c) => ({ title: c.title, body: c.description, link: pagePath(CONVO_PAGE, c.id) }),
  async snapshot(manager, c) {
    const positions = await livePositions(manager, c);
    return {
      ...textSnapshot(c, CONVO_TEXT_RULES),
      PosOrderJSON: JSON.stringify(positions.map((p) => p.id)),
      [CATEGORIES_FIELD]: await categoriesSnapshot(manager, c.id),
      Deleted: deletedFlag(c),
    };
  },
  async applyField(manager, c, field, value) {
    if (field === 'Deleted') return setDeleted(c, value);
    if (field === 'PosOrderJSON') {
      c.posOrder = applyOrder(field, value, c.posOrder, await livePositions(manager, c), false);
      return;
    }
    if (field === CATEGORIES_FIELD) return applyConvoCategories(manager, c.id, value);
    if (field === 'ImageURL') {
      c.imageUrl = checkImageUrl(field, value);
      return;
    }
    if (!setText(c, CONVO_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};
