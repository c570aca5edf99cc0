import type { SlugAvailabilityDto, SlugCreatedDto, SlugDto } from './slug.dto.js';
import type { ArtifactSlugEntity } from './slug.entity.js';
import { slugLink, type SlugArtifactType } from './slug.rules.js';

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

export function slugCreated(
  record: Pick<ArtifactSlugEntity, 'id' | 'slug'> & { artifactType: SlugArtifactType },
  revId?: string,
): SlugCreatedDto {
  return {
    Slug: record.slug,
    ArtifactType: record.artifactType,
    ArtifactID: record.id,
    Link: slugLink(record.artifactType, record.slug),
    ...(revId === undefined ? {} : { RevID: revId }),
  };
}
