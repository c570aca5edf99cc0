import { EDITOR } from '../common/access.js';
import { titleRule, type TextRule } from '../common/text-rules.js';
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
import { ArticleEntity } from './article.entity.js';

/**
 * The spec gives no limits for articles: the title like a category's (3-75; New Article asks for
 * the title only), the body empty at creation and up to 20000 characters with newlines (an edit's
 * ArgsJSON carries the old and the new body and is at most 60000 characters).
 */
export const ARTICLE_TEXT_RULES: Record<'Title' | 'Body', TextRule> = {
  Title: titleRule(75, 3),
  Body: { column: 'body', min: 0, max: 20000, multiline: true },
};

/** The slug of the article the front door offers newcomers (the demo content sets it). */
export const GUIDE_SLUG = 'how-this-encyclopedia-works';

const ARTICLE_PAGE: KindPage<ArticleEntity> = { level: 'article', editPage: true, slugged: true };

export const articleLink = (id: string): string => pagePath(ARTICLE_PAGE, id);

/**
 * An article: editors and above create, edit, revert and delete them (DESIGN.md: editors and
 * admins manage articles); anyone reads them. Searched by title and body (the search covers every
 * artifact type of section 3 with a page of its own). No inbox: the spec's inbox kinds have no
 * article entry, and only editors write articles.
 */
export const articleKind: ArtifactKind<ArticleEntity> = {
  type: 'article',
  typeName: 'Article',
  noun: 'article',
  plural: 'articles',
  entity: ArticleEntity,
  page: ARTICLE_PAGE,
  // Editors write them, so they are few: their sitemap pages read the table's primary key order.
  sitemap: {},
  textRules: ARTICLE_TEXT_RULES,
  // The console changes both at once, as one revision (ArticleEdit).
  editFields: ['Title', 'Body'],
  access: { rules: { create: EDITOR, edit: EDITOR, revert: EDITOR, delete: EDITOR } },
  name: (a) => a.title,
  link: (a) => articleLink(a.id),
  deletedLocation: () => '/encyclopedia',
  search: (a) => ({ title: a.title, body: a.body, link: articleLink(a.id) }),
  async snapshot(_manager, a) {
    return { ...textSnapshot(a, ARTICLE_TEXT_RULES), Deleted: deletedFlag(a) };
  },
  async applyField(_manager, a, field, value) {
    if (field === 'Deleted') return setDeleted(a, value);
    if (!setText(a, ARTICLE_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};
