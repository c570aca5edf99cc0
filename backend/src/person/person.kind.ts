import { BadRequestException } from '@nestjs/common';
import { checkImageUrl, IMAGE_URL_FIELD, IMAGE_URL_RULE } from '../common/image-url.js';
import { checkText, fieldWords, lineRule } from '../common/text-rules.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import { deletedFlag, noSuchField, setDeleted, textSnapshot } from '../revision/content-kinds.js';
import { PersonEntity } from './person.entity.js';
import { personLink } from './person.presenter.js';

/** A person's Name: like a profile's full name (spec section 5: 200), at least 2 characters. */
export const PERSON_TEXT_RULES = {
  Name: lineRule('name', 200, 2),
  /** Set by an upload (upload/): one of this site's images, or empty. */
  ImageURL: IMAGE_URL_RULE,
};

/**
 * A checked name: runs of spaces made one (so that finding a name finds it), the text rule, and at
 * least one letter or digit (not just punctuation).
 */
export function checkPersonName(field: string, value: string): string {
  const name = checkText(field, value.replace(/\s+/g, ' '), PERSON_TEXT_RULES.Name);
  if (!/[\p{L}\p{N}]/u.test(name))
    throw new BadRequestException(`The ${fieldWords(field)} must contain a letter or a digit.`);
  return name;
}

/**
 * A proponent. Its page's alias is made once from the name and kept on a rename (links to it stay
 * valid); its name is searched. Deleted by editors (the default), like other titled artifacts.
 */
export const personKind: ArtifactKind<PersonEntity> = {
  type: 'person',
  typeName: 'Person',
  noun: 'person',
  plural: 'people',
  entity: PersonEntity,
  // Read at its alias, /person/{alias} (a slug there would share the aliases' namespace); edited
  // at /edit/person/{id}.
  page: { level: 'person', addressKey: 'pathAlias', editPage: true, personal: ['edit'] },
  sitemap: {},
  fields: { ImageURL: IMAGE_URL_FIELD },
  inboxKind: 'personAction',
  textRules: PERSON_TEXT_RULES,
  name: (p) => p.name,
  link: (p) => personLink(p.pathAlias),
  deletedLocation: () => '/proponents',
  search: (p) => ({ title: p.name, body: '', link: personLink(p.pathAlias) }),
  async snapshot(_manager, p) {
    return { ...textSnapshot(p, PERSON_TEXT_RULES), Deleted: deletedFlag(p) };
  },
  async applyField(_manager, p, field, value) {
    if (field === 'Deleted') return setDeleted(p, value);
    if (field === 'ImageURL') {
      p.imageUrl = checkImageUrl(field, value);
      return;
    }
    if (field !== 'Name') throw noSuchField(this, field);
    p.name = checkPersonName('Name', value ?? '');
  },
};
