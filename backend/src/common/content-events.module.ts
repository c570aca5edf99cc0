import { Global, Module } from '@nestjs/common';
import { ContentEvents } from './content-events.js';

/** One ContentEvents for the whole app: writers and every cache must share the same listeners. */
@Global()
@Module({ providers: [ContentEvents], exports: [ContentEvents] })
export class ContentEventsModule {}
