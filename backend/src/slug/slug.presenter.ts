import type { SlugAvailabilityDto, SlugCreatedDto, SlugDto } from './slug.dto.js';
import type { ArtifactSlugEntity } from './slug.entity.js';

export function slugAvailability(
  slug: string,
  available: boolean,
  reason?: string,
): SlugAvailabilityDto {
  return reason === undefined
    ? { Slug: slug, Available: available }
    : { Slug: slug, Available: available, Reason: reason };
}

export function slugOfArtifact(record: Pick<ArtifactSlugEntity, 'slug'> | null): SlugDto {
  return { Slug: record?.slug ?? '' };
}

/** `link` is the short link, /{level}/{slug}. */
export function slugCreated(
  record: Pick<ArtifactSlugEntity, 'id' | 'slug' | 'artifactType'>,
  link: string,
  revId?: string,
): SlugCreatedDto {
  return {
    Slug: record.slug,
    ArtifactType: record.artifactType,
    ArtifactID: record.id,
    Link: link,
    ...(revId === undefined ? {} : { RevID: revId }),
  };
}
