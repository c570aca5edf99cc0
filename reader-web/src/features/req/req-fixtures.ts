import type { ArticlePageDto, Can, ReqListDto, ReqPageDto } from '../../api/types';
import { anonymousMe, memberMe, type FakeRoute } from '../../test/fake-api';

/** Fixtures of the request, article and category page tests. */
export function reqList(overrides: Partial<ReqListDto> = {}): ReqListDto {
  return {
    ArtifactType: 'arg',
    ArtifactID: 'arg1',
    ArtifactTitle: 'Free buses cut traffic',
    ArtifactLink: '/a/arg1',
    Reqs: [
      {
        ReqID: 'req1',
        Title: 'Cite the Tallinn study',
        Link: '/req/req1',
        Status: 'open',
        CreatedBy: 'Ada',
        Created: '2026-03-04T10:20:00.000Z',
      },
      {
        ReqID: 'req2',
        Title: 'Title is not neutral',
        Link: '/req/req2',
        Status: 'resolved',
        CreatedBy: 'Grace',
        Created: '2026-03-01T08:00:00.000Z',
      },
    ],
    HasMore: false,
    ...overrides,
  };
}

export function reqPage(overrides: Partial<ReqPageDto['Req']> = {}): ReqPageDto {
  return {
    Req: {
      ReqID: 'req1',
      Title: 'Cite the Tallinn study',
      Link: '/req/req1',
      Status: 'open',
      CreatedBy: 'Ada',
      Created: '2026-03-04T10:20:00.000Z',
      Issue: 'The argument claims fewer cars but cites nothing.',
      ArtifactType: 'arg',
      ArtifactID: 'arg1',
      ArtifactTitle: 'Free buses cut traffic',
      ArtifactLink: '/a/arg1',
      Admin: false,
      Suggestion: false,
      SuggestionState: null,
      ...overrides,
    },
  };
}

export function articlePage(overrides: Partial<ArticlePageDto['Article']> = {}): ArticlePageDto {
  return {
    Article: {
      ArticleID: 'art1',
      Title: 'How the encyclopedia works',
      Body: 'Questions hold positions.\n\nSee https://example.org/guide for more.',
      Link: '/article/art1',
      Created: '2026-02-01T09:00:00.000Z',
      Updated: '2026-02-02T09:00:00.000Z',
      ...overrides,
    },
  };
}

/** GET /me as the server answers: CanEdit where `canEdit` says so for the asked path. */
export function meWith(
  username: string | null,
  can: Can,
  canEdit: (path: string) => boolean,
): FakeRoute {
  return (call) => {
    const path = new URLSearchParams(call.search).get('path') ?? '';
    const body = username ? memberMe(username, can).body : anonymousMe.body;
    return { body: { ...body, CanEdit: username !== null && canEdit(path) } };
  };
}
