import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { KindDescription } from './kind-description.js';

/**
 * The API document's enums of kinds' types, each a named schema whose values are the registered
 * kinds that fit it (filled in by buildOpenApiDocument from the ContentKindRegistry), so the
 * front ends' generated types follow the registrations and no DTO lists the kinds.
 */
export const KIND_ENUMS = {
  /** Every registered kind. */
  ArtifactType: () => true,
  /** Kinds found by search. */
  SearchedArtifactType: (kind: KindDescription) => kind.searched,
  /** Kinds whose pages may have a slug. */
  SluggedArtifactType: (kind: KindDescription) => kind.page?.slugged === true,
  /** Kinds whose pages show a vote widget. */
  VoteTargetType: (kind: KindDescription) => kind.page?.votes === true,
} as const;

export type KindEnumName = keyof typeof KIND_ENUMS;

/** A property (or query parameter) holding a kind's type: the named enum `name`. */
export function KindEnum(name: KindEnumName, options: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({ ...options, enum: [], enumName: name } as ApiPropertyOptions);
}

/** The values of each named enum, in registration order. */
export function kindEnumValues(kinds: readonly KindDescription[]): Record<KindEnumName, string[]> {
  return Object.fromEntries(
    Object.entries(KIND_ENUMS).map(([name, fits]) => [
      name,
      kinds.filter((kind) => fits(kind)).map((kind) => kind.type),
    ]),
  ) as Record<KindEnumName, string[]>;
}
