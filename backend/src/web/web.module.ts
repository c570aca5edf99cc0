import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { PageCache } from './page-cache.js';

@Module({ imports: [RevisionModule], providers: [PageCache], exports: [PageCache] })
export class WebModule {}
