/** Answers of the profile API for tests (imported by tests only). */
import type {
  ProfileFieldsDto,
  PublicProfileResponseDto,
  RevisionDto,
  UserEditsDto,
} from '../../api/types';

export const CATEGORIES = [
  { CategoryID: 'cat1', Title: 'Cities' },
  { CategoryID: 'cat2', Title: 'Economics' },
  { CategoryID: 'cat3', Title: 'Science' },
];

export function profileFields(overrides: Partial<ProfileFieldsDto> = {}): ProfileFieldsDto {
  return {
    FullName: 'Ada Lovelace',
    Bio: 'Wrote the first program.',
    Location: 'London',
    Link: 'https://example.org/ada',
    UserExpertise: 'Engines',
    UserCats: ['cat2'],
    AllCategories: CATEGORIES,
    ...overrides,
  };
}

export function publicProfile(
  overrides: Partial<PublicProfileResponseDto['Profile']> = {},
): PublicProfileResponseDto {
  return {
    Profile: {
      Username: 'Ada',
      FullName: 'Ada Lovelace',
      Bio: 'Wrote the first program.\nLikes engines.',
      Location: 'London',
      Link: 'https://example.org/ada',
      UserExpertise: 'Analytical engines',
      UserCats: ['cat2'],
      Categories: [{ CategoryID: 'cat2', Title: 'Economics' }],
      ProfileImage: '/api/user/profileimage/ada',
      ...overrides,
    },
  };
}

export function revision(n: number): RevisionDto {
  return {
    RevID: `rev${n}`,
    ArtifactType: 'convo',
    ArtifactID: `convo${n}`,
    ArtifactName: `Question number ${n}?`,
    ArtifactLink: `/c/convo${n}`,
    Created: '2026-11-20T10:00:00.000Z',
    UserID: 'uid-ada',
    UsernameCased: 'Ada',
    ActionName: 'ConvoEditTextField',
    ArgsJSON: JSON.stringify({ FieldName: 'Title', OldValue: 'Old', NewValue: 'New' }),
    UserDescription: `Edit number ${n}`,
    Diff: [],
    LikeNum: 0,
    LikedByMe: false,
  };
}

/** Page `page` of `total` edits, `pageSize` a page. */
export function editsPage(page: number, total: number, pageSize = 20): UserEditsDto {
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  return {
    Revisions: Array.from({ length: count }, (_, i) => revision(first + i)),
    Total: total,
    Page: page,
    PageSize: pageSize,
  };
}
