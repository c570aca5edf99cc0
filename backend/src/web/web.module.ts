import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { PageCache } from './page-cache.js';
import { ServerReads } from './server-reads.js';

@Module({
  imports: [DiscoveryModule],
  providers: [PageCache, ServerReads],
  exports: [PageCache, ServerReads],
})
export class WebModule {}
