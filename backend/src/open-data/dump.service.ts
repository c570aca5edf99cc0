import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { CROSS_TAB_SOURCE, type CrossTabSource } from './cross-tab-source.js';
import { planDump } from './dump-plan.js';
import { type DumpProgress, type DumpResult, writeDump } from './dump-writer.js';

/** Where the dumps live: DATA_DIR/dumps/<time>/, and DATA_DIR/dumps/latest. */
export function dumpsDirOf(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'dumps');
}

/** Writes a dump of the site (npm run dump, the nightly job, the tests). */
@Injectable()
export class DumpService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
    @Inject(CROSS_TAB_SOURCE) private readonly crossTabs: CrossTabSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get dumpsDir(): string {
    return dumpsDirOf(this.config);
  }

  plan() {
    return planDump(this.dataSource, this.kinds, this.crossTabs);
  }

  dump(
    options: { progress?: DumpProgress; countRows?: boolean; dumpsDir?: string; now?: Date } = {},
  ): Promise<DumpResult> {
    return writeDump({
      dataSource: this.dataSource,
      plan: this.plan(),
      dumpsDir: options.dumpsDir ?? this.dumpsDir,
      siteUrl: this.config.publicUrl,
      progress: options.progress,
      countRows: options.countRows,
      now: options.now,
    });
  }
}
