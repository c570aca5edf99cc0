import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue.js';
import { DumpService } from './dump.service.js';

/** The job that writes the nightly open data dump. */
export const DUMP_JOB = 'open-data.dump';

/**
 * A dump every night (03:17 UTC), as a job of the queue DUMP_JOB: 'stately', so one dump runs at a
 * time across every process, retried twice after a failure. The dump is written to the DATA_DIR of
 * the process that runs the job: processes that serve /data need that folder shared with it.
 */
@Injectable()
export class OpenDataJobs implements OnModuleInit {
  private readonly logger = new Logger('OpenData');

  constructor(
    private readonly jobs: JobQueue,
    private readonly dumps: DumpService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: DUMP_JOB,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 600,
      expireInSeconds: 4 * 3600,
      schedule: '17 3 * * *',
      run: async () => {
        const { folder, manifest } = await this.dumps.dump();
        const bytes = manifest.Files.reduce((sum, f) => sum + f.Bytes, 0);
        this.logger.log(
          `Wrote the open data dump ${folder} (${manifest.Files.length} files, ${bytes} bytes).`,
        );
      },
    });
  }
}
