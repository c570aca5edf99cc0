import type { ReqDto, ReqSummaryDto } from './req.dto.js';
import type { ReqEntity } from './req.entity.js';
import { ADMIN_REQ, reqLink } from './req.kind.js';

export function reqSummary(req: ReqEntity, createdBy: string): ReqSummaryDto {
  return {
    ReqID: req.id,
    Title: req.title,
    Link: reqLink(req.id),
    Status: req.status,
    CreatedBy: createdBy,
    Created: req.createdAt.toISOString(),
  };
}

export function reqDto(
  req: ReqEntity,
  createdBy: string,
  artifact: { title: string; link: string } | null,
): ReqDto {
  return {
    ...reqSummary(req, createdBy),
    Issue: req.issue,
    ArtifactType: req.artifactType ?? ADMIN_REQ,
    ArtifactID: req.artifactId ?? '',
    ArtifactTitle: artifact?.title ?? '',
    ArtifactLink: artifact?.link ?? '',
    Admin: req.artifactType === null,
  };
}
