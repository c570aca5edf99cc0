import { BadRequestException, ConflictException } from '@nestjs/common';
import { EDITOR, NOBODY } from '../common/access.js';
import { lineRule } from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import { noSuchField, pagePath, setText, textSnapshot } from '../revision/content-kinds.js';
import type { KindPage } from '../revision/kind-declarations.js';
import { renameTag } from './tag-rename.js';
import { TagEntity } from './tag.entity.js';

export const TAG_TEXT_RULES = {
  Name: lineRule('name', 40, 1),
  Description: lineRule('description', 300),
};

/** A tag's page, /tags/{id or slug}; its read page shows no edit tools. */
const TAG_PAGE: KindPage<TagEntity> = {
  level: 'tags',
  editPage: true,
  slugged: true,
  personal: ['edit'],
};

/** A tag: made by tagging (tag/tags-sync.ts), never deleted; only editors rename one. */
export const tagKind: ArtifactKind<TagEntity> = {
  type: 'tag',
  typeName: 'Tag',
  noun: 'tag',
  plural: 'tags',
  entity: TagEntity,
  page: TAG_PAGE,
  // Listed while something carries it (a tag left with nothing is an empty page). Paged on
  // IDX_tags_created (migration TagsSitemapIndex).
  sitemap: { listedWhen: (t) => `EXISTS (SELECT 1 FROM artifact_tags a WHERE a.tag_id = ${t}.id)` },
  fields: { Name: { editLabel: 'Renamed the tag' } },
  inboxKind: 'tagAction',
  textRules: TAG_TEXT_RULES,
  // Tags are made by tagging and never deleted; a rename changes everything carrying the tag.
  access: { rules: { delete: NOBODY }, fields: { Name: EDITOR } },
  name: (t) => t.name,
  link: (t) => pagePath(TAG_PAGE, t.id),
  search: (t) => ({ title: t.name, body: t.description, link: pagePath(TAG_PAGE, t.id) }),
  async snapshot(_manager, t) {
    return textSnapshot(t, TAG_TEXT_RULES);
  },
  async applyField(manager, t, field, value) {
    const oldName = t.name;
    // A name is written into Tags texts: it must read back as itself (no comma, spaces as parsed).
    if (field === 'Name' && value !== null) {
      if (value.includes(',')) {
        throw new BadRequestException(
          'Name must not contain a comma: Tags texts list tags separated by commas.',
        );
      }
      value = value.trim().replace(/\s+/g, ' ');
    }
    if (!setText(t, TAG_TEXT_RULES, field, value)) throw noSuchField(this, field);
    if (field === 'Name') {
      const key = t.name.toLowerCase();
      const clash = await manager.findOne(TagEntity, { where: { key } });
      if (clash && clash.id !== t.id)
        throw new ConflictException(`A tag named "${clash.name}" already exists.`);
      t.key = key;
      await renameTag(manager, t, oldName);
    }
  },
};
