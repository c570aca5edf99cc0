import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';

/** The background job queue, for every domain that defines work. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
