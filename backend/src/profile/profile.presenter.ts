import type { CategoryRefDto } from '../convo/convo.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import type { ProfileFieldsDto, PublicProfileDto } from './profile.dto.js';
import type { ProfileEntity } from './profile.entity.js';

/** The empty profile of a user who never saved one. */
export function emptyProfile(userId: string): ProfileEntity {
  return {
    userId,
    fullName: '',
    bio: '',
    location: '',
    link: '',
    expertise: '',
    categoryIds: [],
    updatedAt: new Date(0),
  };
}

/** The categories of the profile that still exist, in the order the user saved them. */
function liveCats(profile: ProfileEntity, live: readonly CategoryRefDto[]): string[] {
  const ids = new Set(live.map((c) => c.CategoryID));
  return profile.categoryIds.filter((id) => ids.has(id));
}

export function toProfileFields(
  profile: ProfileEntity,
  allCategories: CategoryRefDto[],
): ProfileFieldsDto {
  return {
    FullName: profile.fullName,
    Bio: profile.bio,
    Location: profile.location,
    Link: profile.link,
    UserExpertise: profile.expertise,
    UserCats: liveCats(profile, allCategories),
    AllCategories: allCategories,
  };
}

/**
 * Where a user's profile image is served. With an uploaded image, its version (the start of its
 * hash) is in the address: a page that showed the old one (a browser keeps images by address)
 * shows the new one, and the address still works for whatever version is current.
 */
export function profileImagePath(username: string, imageId: string | null): string {
  const path = `/api/user/profileimage/${encodeURIComponent(username)}`;
  return imageId ? `${path}?v=${encodeURIComponent(imageId.slice(0, 16))}` : path;
}

/** Only public fields: the account's e-mail, password hash, role and dates never appear. */
export function toPublicProfile(
  user: Pick<UserEntity, 'username' | 'usernameCased'>,
  profile: ProfileEntity,
  categories: CategoryRefDto[],
  imageId: string | null = null,
): PublicProfileDto {
  return {
    Username: user.usernameCased,
    FullName: profile.fullName,
    Bio: profile.bio,
    Location: profile.location,
    Link: profile.link,
    UserExpertise: profile.expertise,
    UserCats: liveCats(profile, categories),
    Categories: categories,
    ProfileImage: profileImagePath(user.username, imageId),
  };
}
