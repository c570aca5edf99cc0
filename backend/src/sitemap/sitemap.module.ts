import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { SitemapBuilder } from './sitemap-builder.js';
import { SitemapRebuilds } from './sitemap-jobs.js';
import { SitemapSources } from './sitemap-sources.js';
import { SitemapController } from './sitemap.controller.js';
import { SitemapRepository } from './sitemap.repository.js';
import { SitemapService } from './sitemap.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [SitemapController],
  providers: [SitemapService, SitemapRepository, SitemapSources, SitemapBuilder, SitemapRebuilds],
  exports: [SitemapBuilder, SitemapRebuilds],
})
export class SitemapModule {}
