import { EDITOR } from '../common/access.js';
import { checkImageUrl, IMAGE_URL_FIELD, IMAGE_URL_RULE } from '../common/image-url.js';
import { lineRule, titleRule } from '../common/text-rules.js';
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
import { CategoryEntity } from './category.entity.js';

export const CATEGORY_TEXT_RULES = {
  Title: titleRule(75, 3),
  Description: lineRule('description', 300),
  /** Set by an upload (upload/): one of this site's images, or empty. */
  ImageURL: IMAGE_URL_RULE,
};

/** A category's page (/categories/{id}); its history is /history/category/{id}. */
const CATEGORY_PAGE: KindPage<CategoryEntity> = {
  level: 'categories',
  historyLevel: 'category',
  editPage: true,
  personal: ['edit'],
};

/** An encyclopedia category: no inbox, not searched. */
export const categoryKind: ArtifactKind<CategoryEntity> = {
  type: 'category',
  typeName: 'Category',
  noun: 'category',
  plural: 'categories',
  entity: CategoryEntity,
  page: CATEGORY_PAGE,
  // Editors make them, so they are few, like articles.
  sitemap: {},
  fields: { ImageURL: IMAGE_URL_FIELD },
  textRules: CATEGORY_TEXT_RULES,
  // The console changes both at once, as one revision (CategoryEdit).
  editFields: ['Title', 'Description'],
  // Editors and admins manage the encyclopedia's categories.
  access: { rules: { create: EDITOR, edit: EDITOR, revert: EDITOR } },
  name: (c) => c.title,
  link: (c) => pagePath(CATEGORY_PAGE, c.id),
  deletedLocation: () => '/encyclopedia',
  async snapshot(_manager, c) {
    return { ...textSnapshot(c, CATEGORY_TEXT_RULES), Deleted: deletedFlag(c) };
  },
  async applyField(_manager, c, field, value) {
    if (field === 'Deleted') return setDeleted(c, value);
    if (field === 'ImageURL') {
      c.imageUrl = checkImageUrl(field, value);
      return;
    }
    if (!setText(c, CATEGORY_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};
