import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ServerRead } from '../common/server-read.decorator.js';
import { contentTypeOf } from './dump-names.js';
import { DumpStore } from './dump-store.js';
import { OpenDataDto } from './open-data.dto.js';
import { OPEN_DATA_ROUTES } from './open-data-paths.js';
import { OpenDataService } from './open-data.service.js';

@ApiTags('open data')
@Controller('data')
export class OpenDataController {
  constructor(private readonly openData: OpenDataService) {}

  /** The latest dump's files, with their sizes, checksums and licences (the /data page). */
  @Get('dumps')
  @ServerRead()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: OpenDataDto })
  dumps(): Promise<OpenDataDto> {
    return this.openData.latest();
  }
}

/** An hour: a new dump comes nightly, and each file's ETag is its checksum. */
const FILE_CACHE = 'public, max-age=3600';

/** The latest dump's files at /data/{name}, outside /api (not in the OpenAPI document). */
@ApiExcludeController()
@Controller()
export class DumpFilesController {
  constructor(private readonly store: DumpStore) {}

  /**
   * Streamed from disk (never kept by the page cache), with its length, type, checksum as ETag
   * and ranges; only names the latest manifest lists, so no other path can be reached.
   */
  @Get(OPEN_DATA_ROUTES[0])
  async file(
    @Param('base') base: string,
    @Param('ext') ext: string,
    @Res() res: Response,
  ): Promise<void> {
    const { folder, name, dump } = await this.store.file(`${base}.${ext}`);
    const listed = dump.manifest.Files.find((f) => f.Name === name);
    res.type(contentTypeOf(name));
    if (name.endsWith('.gz') || name.endsWith('.csv')) res.attachment(name);
    if (listed) res.set('ETag', `"${listed.SHA256}"`);
    await new Promise<void>((resolve, reject) => {
      res.sendFile(
        name,
        {
          root: folder,
          dotfiles: 'deny',
          etag: !listed,
          lastModified: true,
          cacheControl: false,
          headers: { 'Cache-Control': FILE_CACHE, 'X-Content-Type-Options': 'nosniff' },
        },
        (error?: Error) => (error && !res.headersSent ? reject(error) : resolve()),
      );
    });
  }
}
