import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../common/access.js';
import { ContentEvents } from '../common/content-events.js';
import { artifactKey } from '../common/read-keys.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { textProblem } from '../common/safe-input.js';
import { CategoryService } from '../category/category.service.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { ProfileImageEntity } from '../upload/profile-image.entity.js';
import { UsersService } from '../users/users.service.js';
import type {
  ProfileFieldsDto,
  PublicProfileResponseDto,
  SetProfileFieldsDto,
  UserEditsDto,
} from './profile.dto.js';
import { ProfileEntity } from './profile.entity.js';
import { emptyProfile, toProfileFields, toPublicProfile } from './profile.presenter.js';
import { checkLink, checkProfileText, USER_EDITS_PAGE_SIZE } from './profile.rules.js';

/**
 * The change notice's type, for the profile's fields and its image (upload.service): any content
 * notice empties the page caches that hold /u/ answers.
 */
export const PROFILE_NOTICE = 'profile';

@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly categories: CategoryService,
    private readonly revisions: RevisionService,
    private readonly events: ContentEvents,
    private readonly rateLimits: RateLimitService,
  ) {}

  private async profileOf(userId: string): Promise<ProfileEntity> {
    return (
      (await this.dataSource.manager.findOneBy(ProfileEntity, { userId })) ?? emptyProfile(userId)
    );
  }

  /** GET /api/user/getprofilefields: the signed-in user's own form, with every category. */
  async ownFields(user: Actor): Promise<ProfileFieldsDto> {
    const [profile, all] = await Promise.all([this.profileOf(user.id), this.categories.list()]);
    return toProfileFields(profile, all.Categories);
  }

  /**
   * POST /api/user/setprofilefields: checks every given field (texts trimmed, within the spec's
   * size hints; link http/https only; userCats existing, live categories), then saves only the
   * given ones in one statement and tells the page caches.
   */
  async setFields(user: Actor, dto: SetProfileFieldsDto): Promise<ProfileFieldsDto> {
    // IsOptional lets null through; a field is either text (a list for userCats) or left out.
    const nulled = Object.entries(dto).find(([, value]) => value === null);
    if (nulled)
      throw new BadRequestException(
        `${nulled[0]} must be ${nulled[0] === 'userCats' ? 'a list of category ids' : 'text'}, or left out.`,
      );
    const values: Partial<ProfileEntity> = {};
    if (dto.fullName !== undefined) values.fullName = checkProfileText('fullName', dto.fullName);
    if (dto.bio !== undefined) values.bio = checkProfileText('bio', dto.bio);
    if (dto.location !== undefined) values.location = checkProfileText('location', dto.location);
    if (dto.link !== undefined) values.link = checkLink(dto.link);
    if (dto.userExpertise !== undefined)
      values.expertise = checkProfileText('userExpertise', dto.userExpertise);
    if (dto.userCats !== undefined) values.categoryIds = await this.checkCats(dto.userCats);
    await this.rateLimits.consume('contentEditsPerUser', user.id);
    const columns = Object.keys(values).map(
      (property) =>
        this.dataSource.getMetadata(ProfileEntity).findColumnWithPropertyName(property)!
          .databaseName,
    );
    await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(ProfileEntity)
        .values({ userId: user.id, ...values })
        .orUpdate([...columns, 'updated_at'], ['user_id'])
        .execute();
      await this.events.changedIn(manager, [artifactKey(PROFILE_NOTICE, user.id)]);
    });
    return this.ownFields(user);
  }

  /** Distinct ids, in the order given, each naming a live category (400 naming one that doesn't). */
  private async checkCats(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const live = new Set((await this.categories.liveRefs(unique)).map((c) => c.CategoryID));
    const unknown = unique.find((id) => !live.has(id));
    if (unknown !== undefined)
      throw new BadRequestException(`userCats: there is no category with id ${unknown}.`);
    return unique;
  }

  /**
   * The account a path or query names, by username (case-insensitive); 404 for an unknown one,
   * and for text no username can be (NUL, lone surrogates, spaces, too long), without asking
   * the database.
   */
  private async userNamed(username: string): Promise<UserEntity> {
    const possible =
      username.length >= 1 &&
      username.length <= 30 &&
      !/\s/u.test(username) &&
      textProblem(username) === undefined;
    const user = possible ? await this.users.findByUsername(username) : null;
    if (!user) {
      throw new NotFoundException(
        possible ? `There is no user called "${username}".` : 'There is no such user.',
      );
    }
    return user;
  }

  /** What anyone may see of a user (/u/{username}). */
  async publicProfile(username: string): Promise<PublicProfileResponseDto> {
    const user = await this.userNamed(username);
    const [profile, image] = await Promise.all([
      this.profileOf(user.id),
      this.dataSource.manager.findOne(ProfileImageEntity, {
        select: { imageId: true },
        where: { userId: user.id },
      }),
    ]);
    const categories = await this.categories.liveRefs(profile.categoryIds);
    return { Profile: toPublicProfile(user, profile, categories, image?.imageId ?? null) };
  }

  /** A page of the user's edits, newest first, with the total (deleted content as the viewer may see). */
  async edits(username: string, page: number, viewer: Actor | undefined): Promise<UserEditsDto> {
    const user = await this.userNamed(username);
    const { Revisions, Total } = await this.revisions.byUser(
      user.id,
      viewer,
      page,
      USER_EDITS_PAGE_SIZE,
    );
    return { Revisions, Total, Page: page, PageSize: USER_EDITS_PAGE_SIZE };
  }
}
