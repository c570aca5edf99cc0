import { capitalized, fieldWords } from '../common/text-rules.js';
import {
  type ActionDescription,
  describeActions,
  editableFields,
  offersDelete,
} from './action-labels.js';
import type { ArtifactKind } from './content-kinds.js';
import type { FieldShows, PersonalPage } from './kind-declarations.js';

/** A text field's limits, as the server enforces them after trimming. */
export interface TextLimits {
  min: number;
  max: number;
  /** Newlines are kept; elsewhere they become spaces. */
  multiline: boolean;
  /** The minimum applies only to a non-empty value (optional long-form sections). */
  minWhenPresent: boolean;
}

export interface FieldDescription {
  label: string;
  /** What history says of a {Type}EditTextField of this field: 'Edited the title'; null when none edits it alone. */
  editLabel: string | null;
  /** Its limits, for a text field. */
  text: TextLimits | null;
  /** How its value reads, for a structured field (history's OldShown and NewShown). */
  shows: FieldShows | null;
  /** Votes rate what it says (the kind's versionedFields): an edit may be marked substantive. */
  versioned?: true;
}

/** How a read page is addressed: by id, by id or slug, or by an alias of its own (a person's). */
export type PageAddress = 'id' | 'idOrSlug' | 'alias';

export interface PageDescription {
  level: string;
  historyLevel: string;
  address: PageAddress;
  /** Paths with '{id}' (or '{alias}') for the artifact: '/c/{id}'. */
  read: string;
  edit: string | null;
  history: string;
  slugged: boolean;
  votes: boolean;
  personal: PersonalPage[];
  otherPages: { path: string; accessKind: string }[];
}

/**
 * A kind as the rest of the code and the front ends see it: plain data, derived once from its
 * registration (ContentKindRegistry.describe) and written into the front ends' generated module.
 */
export interface KindDescription {
  type: string;
  typeName: string;
  noun: string;
  plural: string;
  /** Its noun as a heading or a search result's type: 'Question'. */
  label: string;
  inboxKind: string | null;
  parent: string | null;
  searched: boolean;
  /** Its read pages are in the sitemap. */
  sitemap: boolean;
  page: PageDescription | null;
  /** The field holding the order of its children (a JSON list of their ids): 'PosOrderJSON'. */
  orderField: string | null;
  /** Its move to another parent: the action that does it and the field it sets. */
  move: { action: string; field: string } | null;
  fields: Record<string, FieldDescription>;
  actions: Record<string, ActionDescription>;
}

/** A field as the kind's forms and messages name it: 'counter-arguments', 'further reading'. */
export function fieldLabelOf(kind: Pick<ArtifactKind, 'fields'>, field: string): string {
  return kind.fields?.[field]?.label ?? fieldWords(field);
}

/**
 * Every field a revision of the kind can record: its text fields, its order field, the fields its
 * Edit and move set, the declared ones, and Deleted when it can be deleted.
 */
export function kindFields(kind: ArtifactKind): string[] {
  return [
    ...new Set([
      ...Object.keys(kind.textRules),
      ...(kind.orderField ? [kind.orderField] : []),
      ...(kind.editFields ?? []),
      ...(kind.move ? [kind.move.field] : []),
      ...Object.keys(kind.fields ?? {}),
      ...(offersDelete(kind) ? ['Deleted'] : []),
    ]),
  ];
}

function describeFields(kind: ArtifactKind): Record<string, FieldDescription> {
  const editable = new Set(editableFields(kind));
  return Object.fromEntries(
    kindFields(kind).map((field) => {
      const declared = kind.fields?.[field] ?? {};
      const rule = Object.hasOwn(kind.textRules, field) ? kind.textRules[field] : undefined;
      const label = fieldLabelOf(kind, field);
      return [
        field,
        {
          label,
          editLabel: editable.has(field) ? (declared.editLabel ?? `Edited the ${label}`) : null,
          text: rule
            ? {
                min: rule.min,
                max: rule.max,
                multiline: rule.multiline,
                minWhenPresent: rule.minWhenPresent === true,
              }
            : null,
          shows: declared.shows ?? null,
          ...(kind.versionedFields?.includes(field) ? { versioned: true as const } : {}),
        },
      ];
    }),
  );
}

function describePage(kind: ArtifactKind): PageDescription | null {
  const page = kind.page;
  if (!page) return null;
  const historyLevel = page.historyLevel ?? page.level;
  const edit = page.editPage ? `/edit/${page.level}/{id}` : null;
  return {
    level: page.level,
    historyLevel,
    address: page.addressKey ? 'alias' : page.slugged ? 'idOrSlug' : 'id',
    read: `/${page.level}/${page.addressKey ? '{alias}' : '{id}'}`,
    edit,
    history: `/history/${historyLevel}/{id}`,
    slugged: page.slugged === true,
    votes: page.votes === true,
    personal: [...(page.personal ?? (edit ? ['read', 'edit'] : ['read']))],
    otherPages: (page.otherPages ?? []).map((other) => ({
      path: other.path,
      accessKind: other.accessKind ?? kind.type,
    })),
  };
}

export function describeKind(kind: ArtifactKind): KindDescription {
  const fields = describeFields(kind);
  return {
    type: kind.type,
    typeName: kind.typeName,
    noun: kind.noun,
    plural: kind.plural,
    label: capitalized(kind.noun),
    inboxKind: kind.inboxKind ?? null,
    parent: kind.parent?.type ?? null,
    searched: kind.search !== undefined,
    sitemap: kind.sitemap !== undefined,
    page: describePage(kind),
    orderField: kind.orderField ?? null,
    move: kind.move ? { action: kind.move.actionName, field: kind.move.field } : null,
    fields,
    actions: describeActions(kind, (field) => fields[field]),
  };
}
