import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
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

  /** Small (one line per file): sent whole, so the page cache keeps it until a build changes it. */
  @Get('sitemap.xml')
  async index(@Res() res: Response): Promise<void> {
    const xml = await this.sitemap.index();
    res.set({ 'Content-Type': XML, 'Cache-Control': SITEMAP_CACHE }).send(xml);
  }

  /**
   * Up to SITEMAP_CHUNK_SIZE URLs, as last built: ended rather than sent, so the page cache never
   * keeps a file (megabytes each, rarely asked for).
   */
  @Get('sitemaps/:name')
  async chunk(@Param('name') name: string, @Res() res: Response): Promise<void> {
    const xml = await this.sitemap.chunk(name);
    res.set({ 'Content-Type': XML, 'Cache-Control': SITEMAP_CACHE }).end(xml);
  }
}
