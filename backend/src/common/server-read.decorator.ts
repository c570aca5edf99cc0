import { DiscoveryService } from '@nestjs/core';

export interface ServerReadOptions {
  /**
   * Later renders may reuse its answer while no content changed (web/server-api.ts): only for an
   * answer that nothing but a content write changes (a history does not qualify: its thanks change
   * without one).
   */
  reusable?: boolean;
  /**
   * Every read behind its answer names its read keys (common/read-keys.ts: entity loads of a
   * kind's rows do by themselves; raw queries and lists call readKeys), so a cached answer is
   * dropped only by writes that touch them. Without it, its answers carry EVERY_WRITE: any content
   * write drops them. The same holds for its answers over HTTP (web/read-keys.interceptor.ts).
   */
  keyed?: boolean;
}

/**
 * Marks a controller GET that the reader's server render may read in process (web/ finds the
 * marked methods through Nest's discovery, under their route's path). The render calls the method
 * as HTTP would, with one difference: it never knows who asks, so custom parameter decorators (the
 * current user, the client's address) give undefined. Mark only what answers the same for every
 * visitor; a marked route may have no guard.
 *
 *   @Get('get')
 *   @ServerRead({ reusable: true })
 *   get(@Query() query: ConvoPageQueryDto): Promise<ConvoPageDto>
 */
export const ServerRead = DiscoveryService.createDecorator<ServerReadOptions>();
