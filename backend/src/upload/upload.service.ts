import { readFileSync } from 'node:fs';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { requireAccess } from '../common/access.js';
import { ContentEvents } from '../common/content-events.js';
import { artifactKey } from '../common/read-keys.js';
import { isId } from '../common/id-validation.js';
import { imageUrlOf } from '../common/image-url.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { PROFILE_NOTICE } from '../profile/profile.service.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import type { ContentEntity } from '../revision/content-kinds.js';
import { EditService } from '../revision/edit.service.js';
import type { EditBaseDto } from '../revision/revision.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { ImageEntity } from './image.entity.js';
import { processImage, type UploadedImage } from './image-processing.js';
import { ProfileImageEntity } from './profile-image.entity.js';

/** The upload types of the spec (section 7) and the content kind each one changes the image of. */
export const UPLOAD_TYPES = {
  profileimage: null,
  convoimage: 'convo',
  categoryimage: 'category',
  personimage: 'person',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export function isUploadType(value: string): value is UploadType {
  return Object.hasOwn(UPLOAD_TYPES, value);
}

/** The most characters of extraParams (a JSON object naming an artifact). */
export const MAX_EXTRA_PARAMS = 1000;

/** The image shown for a user who has none (shipped with the code). */
export const FALLBACK_PROFILE_IMAGE = readFileSync(
  new URL('./fallback-profile.svg', import.meta.url),
);

/**
 * extraParams: a JSON object; for an artifact's image, `artifactID` (also read as ArtifactID,
 * convoID, categoryID or personID, the names the other calls use) names it.
 */
export function parseExtraParams(
  type: UploadType,
  raw: unknown,
  noun: (kindType: string) => string,
): string | null {
  const kindType = UPLOAD_TYPES[type];
  if (kindType === null) return null;
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new BadRequestException(
      `extraParams must be JSON naming the artifactID of the ${noun(kindType)} the image is for.`,
    );
  if (raw.length > MAX_EXTRA_PARAMS)
    throw new BadRequestException(`extraParams must be at most ${MAX_EXTRA_PARAMS} characters.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestException('extraParams must be a JSON object, like {"artifactID": "..."}.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new BadRequestException('extraParams must be a JSON object, like {"artifactID": "..."}.');
  const params = parsed as Record<string, unknown>;
  const names = ['artifactID', 'ArtifactID', `${kindType}ID`];
  const name = names.find((n) => Object.hasOwn(params, n));
  const id = name === undefined ? undefined : params[name];
  if (!isId(id)) throw new BadRequestException('extraParams.artifactID must be an id.');
  return id;
}

export interface UploadResult {
  ImageURL: string;
  RevID?: string;
}

@Injectable()
export class UploadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
    private readonly edits: EditService,
    private readonly rateLimits: RateLimitService,
    private readonly events: ContentEvents,
  ) {}

  async upload(
    type: UploadType,
    user: UserEntity,
    file: UploadedImage | undefined,
    extraParams: unknown,
  ): Promise<UploadResult> {
    const artifactId = parseExtraParams(type, extraParams, (t) => this.kinds.get(t).noun);
    if (!file)
      throw new BadRequestException('image is missing: send the picture as the "image" field.');
    const kindName = UPLOAD_TYPES[type];
    if (kindName === null) {
      await this.rateLimits.consume('contentEditsPerUser', user.id);
      const image = await this.store(file.buffer);
      // The public profile names the image's version: the caches that hold it are told.
      await this.dataSource.transaction(async (manager) => {
        await manager
          .createQueryBuilder()
          .insert()
          .into(ProfileImageEntity)
          .values({ userId: user.id, imageId: image.id })
          .orUpdate(['image_id', 'updated_at'], ['user_id'])
          .execute();
        await this.events.changedIn(manager, [artifactKey(PROFILE_NOTICE, user.id)]);
      });
      return { ImageURL: imageUrlOf(image.id) };
    }
    // Who may, and that the artifact is there, before anything is stored.
    const kind = this.kinds.get(kindName);
    requireAccess(user, 'edit', { kind: kind.type, field: 'ImageURL' });
    const entity = (await this.dataSource.manager.findOne(kind.entity, {
      where: { id: artifactId } as never,
    })) as (ContentEntity & { imageUrl?: string | null }) | null;
    if (!entity) throw new NotFoundException(`There is no ${kind.noun} with id ${artifactId}.`);
    if (entity.deletedAt)
      throw new ConflictException(
        `This ${kind.noun} has been deleted; revert the deletion to change it.`,
      );
    const image = await this.store(file.buffer);
    const url = imageUrlOf(image.id);
    const old = entity.imageUrl ?? '';
    if (old === url) return { ImageURL: url };
    // A content edit: a revision (history, revert, inbox) like any other field's.
    const dto: EditBaseDto = {
      action: {
        ActionName: `${kind.typeName}EditTextField`,
        ArgsJSON: JSON.stringify({ FieldName: 'ImageURL', OldValue: old, NewValue: url }),
      },
      revDesc: 'Changed the image',
    };
    const result = await this.edits.edit(kind.type, entity.id, dto, user);
    return { ImageURL: url, RevID: result.RevID };
  }

  /**
   * Checks, re-encodes and stores an image (once per content: its id is its hash). Storing one
   * already there marks it uploaded now: the clean-up's grace period starts over, so it stays
   * while the edit or the profile it is uploaded for is written.
   */
  private async store(bytes: Buffer): Promise<ImageEntity> {
    const image = await processImage(bytes);
    const row = Object.assign(new ImageEntity(), {
      id: image.id,
      contentType: image.contentType,
      byteSize: image.data.length,
      width: image.width,
      height: image.height,
      data: image.data,
    });
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ImageEntity)
      .values(row)
      .orUpdate(['uploaded_at'], ['id'])
      .execute();
    return row;
  }

  /** An image by id, or null (an id of the wrong shape is simply not found). */
  async image(id: string): Promise<{ contentType: string; data: Buffer } | null> {
    if (!/^[0-9a-f]{64}$/.test(id)) return null;
    return this.dataSource.manager.findOne(ImageEntity, {
      select: { contentType: true, data: true },
      where: { id },
    });
  }

  /** A user's profile image, or null (no such user, or none uploaded). */
  async profileImage(
    username: string,
  ): Promise<{ id: string; contentType: string; data: Buffer } | null> {
    if (username.length === 0 || username.length > 30) return null;
    const rows: { id: string; content_type: string; data: Buffer }[] = await this.dataSource.query(
      `SELECT i.id, i.content_type, i.data FROM users u
         JOIN user_profile_images p ON p.user_id = u.id
         JOIN images i ON i.id = p.image_id
        WHERE u.username = lower($1)`,
      [username],
    );
    const row = rows[0];
    return row ? { id: row.id, contentType: row.content_type, data: row.data } : null;
  }
}
