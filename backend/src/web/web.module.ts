import { Module } from '@nestjs/common';
import { PageCache } from './page-cache.js';

@Module({ providers: [PageCache], exports: [PageCache] })
export class WebModule {}
