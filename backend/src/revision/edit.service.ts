import { Injectable } from '@nestjs/common';
import { RateLimitService } from '../common/rate-limit.service.js';
import type { ArtifactType } from './revision.entity.js';
import type { EditBaseDto, EditResultDto } from './revision.dto.js';
import { type Author, WritePathService } from './write-path.service.js';

/** POST /api/{type}/edit for every type: rate-limited, then the write path. */
@Injectable()
export class EditService {
  constructor(
    private readonly writePath: WritePathService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async edit(
    type: ArtifactType,
    id: string,
    dto: EditBaseDto,
    user: Author,
  ): Promise<EditResultDto> {
    await this.rateLimits.consume('contentEditsPerUser', user.id);
    return this.writePath.edit(type, id, dto.action, dto.revDesc ?? '', user, undefined, {
      substantive: dto.substantive,
    });
  }
}
