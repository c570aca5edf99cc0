import { Module } from '@nestjs/common';
import { VoteActivity } from './vote-activity.js';

/** What is computed from votes after the fact: which questions' votes changed (VoteActivity). */
@Module({ providers: [VoteActivity], exports: [VoteActivity] })
export class InsightModule {}
