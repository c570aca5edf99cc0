import { EDITOR } from '../common/access.js';
import { checkImageUrl, IMAGE_URL_RULE } from '../common/image-url.js';
import { lineRule, titleRule } from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import {
  deletedFlag,
  noSuchField,
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

/** An encyclopedia category: no inbox, not searched. */
export const categoryKind: ArtifactKind<CategoryEntity> = {
  type: 'category',
  typeName: 'Category',
  noun: 'category',
  entity: CategoryEntity,
  textRules: CATEGORY_TEXT_RULES,
  // The console changes both at once, as one revision (CategoryEdit).
  editFields: ['Title', 'Description'],
  // Editors and admins manage the encyclopedia's categories.
  access: { rules: { create: EDITOR, edit: EDITOR, revert: EDITOR } },
  name: (c) => c.title,
  link: (c) => `/categories/${c.id}`,
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
