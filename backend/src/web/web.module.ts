import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { PageCache } from './page-cache.js';
import { ReadKeysInterceptor } from './read-keys.interceptor.js';
import { ServerReads } from './server-reads.js';

@Module({
  imports: [DiscoveryModule],
  providers: [PageCache, ServerReads, { provide: APP_INTERCEPTOR, useClass: ReadKeysInterceptor }],
  exports: [PageCache, ServerReads],
})
export class WebModule {}
