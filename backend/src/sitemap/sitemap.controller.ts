import { pipeline } from 'node:stream/promises';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SitemapService } from './sitemap.service.js';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back now and then; an hour old is fresh enough for them and for proxies. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** Crawler files at the site's root (outside /api, not in the OpenAPI document). */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get('robots.txt')
  robots(@Res() res: Response): void {
    res
      .set('Cache-Control', 'public, max-age=86400')
      .type('text/plain')
      .send(this.sitemap.robots());
  }

  /** Small (one line per file): sent whole, so the page cache may keep it. */
  @Get('sitemap.xml')
  async index(@Res() res: Response): Promise<void> {
    const xml = await this.sitemap.index();
    res.set({ 'Content-Type': XML, 'Cache-Control': SITEMAP_CACHE }).send(xml);
  }

  /** Streamed: up to SITEMAP_CHUNK_SIZE URLs, read in batches. */
  @Get('sitemaps/:name')
  async chunk(@Param('name') name: string, @Req() req: Request, @Res() res: Response) {
    const xml = await this.sitemap.chunk(name);
    res.set({ 'Content-Type': XML, 'Cache-Control': SITEMAP_CACHE });
    pipeline(xml, res).catch((error: unknown) => {
      // The status is gone already: a cut answer is all a client can be told.
      req.log?.error({ err: error }, 'sitemap file failed');
      res.destroy();
    });
  }
}
