import { NotFoundException } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { MOD } from '../common/access.js';
import { artifactKey } from '../common/read-keys.js';
import { lineRule, type TextRule } from '../common/text-rules.js';
import { PersonEntity } from '../person/person.entity.js';
import type { ArtifactKind } from '../revision/content-kinds.js';
import {
  deletedFlag,
  noSuchField,
  setDeleted,
  setText,
  textSnapshot,
} from '../revision/content-kinds.js';
import { checkQuoteDateText } from './quote-date.js';
import { QuoteEntity } from './quote.entity.js';
import { checkSourceUrl } from './quote-source.js';

/**
 * The spec gives no limits for quotes: the quote is long-form (5000, the spec's largest limit,
 * newlines kept), the title or role a one-line text like a full name (200).
 */
export const QUOTE_TEXT_RULES: Record<'Quote' | 'TitleRole', TextRule> = {
  Quote: { column: 'quote', min: 1, max: 5000, multiline: true },
  TitleRole: lineRule('titleRole', 200),
};

/** What QuoteEdit may change together (one revision). */
export const QUOTE_EDIT_FIELDS = ['Quote', 'TitleRole', 'SourceURL', 'QuoteDate', 'PersonID'];

/** An argument's proponent quote: lives under the argument; deleted by mods and admins (spec 6). */
export const quoteKind: ArtifactKind<QuoteEntity> = {
  type: 'quote',
  typeName: 'Quote',
  noun: 'quote',
  plural: 'quotes',
  entity: QuoteEntity,
  fields: {
    TitleRole: { label: 'title or role' },
    SourceURL: { label: 'source' },
    QuoteDate: { label: 'date' },
    PersonID: { label: 'person', shows: { id: 'person' } },
  },
  inboxKind: 'quoteAction',
  textRules: QUOTE_TEXT_RULES,
  editFields: QUOTE_EDIT_FIELDS,
  access: { rules: { delete: MOD } },
  name: (q) => [...q.quote].slice(0, 200).join(''),
  link: (q) => `/a/${q.argId}`,
  deletedLocation: (q) => `/a/${q.argId}`,
  parent: { type: 'arg', key: 'argId' },
  // The person's page lists their quotes: the one quoted now, and the one it was moved from.
  touches: (q, diff) => [
    artifactKey('person', q.personId),
    ...diff
      .filter((d) => d.Field === 'PersonID' && d.Old)
      .map((d) => artifactKey('person', d.Old!)),
  ],
  async snapshot(_manager, q) {
    return {
      ...textSnapshot(q, QUOTE_TEXT_RULES),
      SourceURL: q.sourceUrl,
      QuoteDate: q.quoteDate ?? '',
      PersonID: q.personId,
      Deleted: deletedFlag(q),
    };
  },
  async applyField(manager, q, field, value) {
    if (field === 'Deleted') return setDeleted(q, value);
    if (field === 'SourceURL') {
      q.sourceUrl = checkSourceUrl('SourceURL', value ?? '');
      return;
    }
    if (field === 'QuoteDate') {
      q.quoteDate = checkQuoteDateText('QuoteDate', value ?? '') || null;
      return;
    }
    if (field === 'PersonID') {
      const person = await manager.findOne(PersonEntity, {
        where: { id: value ?? '', deletedAt: IsNull() },
        select: { id: true },
      });
      if (!person) throw new NotFoundException(`There is no person with id ${value ?? ''}.`);
      q.personId = person.id;
      return;
    }
    if (!setText(q, QUOTE_TEXT_RULES, field, value)) throw noSuchField(this, field);
  },
};
