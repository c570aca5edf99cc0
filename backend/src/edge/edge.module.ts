import { Module } from '@nestjs/common';
import { EdgePurge } from './edge-purge.js';

/** The HTTP cache in front (Varnish, deploy/varnish/): purged by the keys each write changed. */
@Module({ providers: [EdgePurge], exports: [EdgePurge] })
export class EdgeModule {}
