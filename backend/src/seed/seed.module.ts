import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({ imports: [RevisionModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
