import type { ReqDto, ReqSummaryDto, SuggestionDto, SuggestionStateDto } from './req.dto.js';
import type { ReqEntity } from './req.entity.js';
import { ADMIN_REQ, isSuggestion, reqLink, suggestionOutcome } from './req.kind.js';

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
  questionLinks: Map<string, string>,
): ReqDto {
  return {
    ...reqSummary(req, createdBy),
    Issue: req.issue,
    ArtifactType: req.artifactType ?? ADMIN_REQ,
    ArtifactID: req.artifactId ?? '',
    ArtifactTitle: artifact?.title ?? '',
    ArtifactLink: artifact?.link ?? '',
    Admin: req.artifactType === null,
    Suggestion: isSuggestion(req),
    SuggestionState: isSuggestion(req) ? suggestionState(req, questionLinks) : null,
  };
}

/** What became of a suggestion; its question's page when that question is live. */
export function suggestionState(
  req: ReqEntity,
  questionLinks: Map<string, string>,
): SuggestionStateDto {
  const convoId = req.outcomeConvoId ?? '';
  return {
    Outcome: suggestionOutcome(req),
    ConvoID: convoId,
    ConvoLink: questionLinks.get(convoId) ?? '',
    DeclineReason: req.declineReason ?? '',
  };
}

export function suggestionDto(req: ReqEntity, questionLinks: Map<string, string>): SuggestionDto {
  return {
    ReqID: req.id,
    Title: req.title,
    Issue: req.issue,
    Link: reqLink(req.id),
    Created: req.createdAt.toISOString(),
    ...suggestionState(req, questionLinks),
  };
}
