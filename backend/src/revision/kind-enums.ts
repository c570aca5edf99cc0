import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { KindDescription } from './kind-description.js';

type Kinds = readonly KindDescription[];
const typesOf = (kinds: Kinds, fits: (kind: KindDescription) => boolean) =>
  kinds.filter(fits).map((kind) => kind.type);

/**
 * The API document's enums of kinds, each a named schema whose values come from the registered
 * kinds (filled in by buildOpenApiDocument from the ContentKindRegistry), so the front ends'
 * generated types follow the registrations and no DTO lists the kinds.
 */
export const KIND_ENUMS = {
  /** Every registered kind. */
  ArtifactType: (kinds: Kinds) => typesOf(kinds, () => true),
  /** Kinds found by search. */
  SearchedArtifactType: (kinds: Kinds) => typesOf(kinds, (kind) => kind.searched),
  /** Kinds whose pages may have a slug. */
  SluggedArtifactType: (kinds: Kinds) => typesOf(kinds, (kind) => kind.page?.slugged === true),
  /** Kinds whose pages show a vote widget. */
  VoteTargetType: (kinds: Kinds) => typesOf(kinds, (kind) => kind.page?.votes === true),
  /** The inbox entries' kinds: each kind with an inbox names its own (convoAction). */
  InboxKind: (kinds: Kinds) => kinds.flatMap((kind) => (kind.inboxKind ? [kind.inboxKind] : [])),
} as const;

export type KindEnumName = keyof typeof KIND_ENUMS;

/** A property (or query parameter) holding a kind's type: the named enum `name`. */
export function KindEnum(name: KindEnumName, options: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({ ...options, enum: [], enumName: name } as ApiPropertyOptions);
}

/** The values of each named enum, in registration order. */
export function kindEnumValues(kinds: Kinds): Record<KindEnumName, string[]> {
  return Object.fromEntries(
    Object.entries(KIND_ENUMS).map(([name, values]) => [name, values(kinds)]),
  ) as Record<KindEnumName, string[]>;
}
