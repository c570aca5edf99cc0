import { VoteActivity } from '../insight/vote-activity.js';
import { Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArgService } from '../arg/arg.service.js';
import { ContentEvents } from '../common/content-events.js';
import { isId } from '../common/id-validation.js';
import { artifactKey, readKeys } from '../common/read-keys.js';
import { ConvoService } from '../convo/convo.service.js';
import { JobQueue } from '../jobs/job-queue.js';
import { PosService } from '../pos/pos.service.js';
import { type Analysis, analyse, MIN_RATINGS } from './opinion-analysis.js';
import type { OpinionGroupsDto, OpinionGroupsRequestedDto } from './opinion-groups.dto.js';
import { OpinionGroupsEntity } from './opinion-groups.entity.js';
import { opinionGroupsAnswer } from './opinion-groups.presenter.js';
import { readOpinionMatrix } from './opinion-votes.query.js';

/** The job that computes one question's opinion groups. */
export const OPINION_GROUPS_JOB = 'opinion-groups.compute';
/** How long after a request the computation starts: votes arriving meanwhile join the same run. */
export const SETTLE_SECONDS = 60;
/** Arguments in a computation at most (the question's first ones by creation). */
export const MAX_ARGS = 200;
/** Questions queued per request at most (the rest are asked for again by the next sweep). */
const MAX_REQUEST = 1000;

/** The read key of a question's stored groups: the job's store names it, answers that show them read it. */
export const opinionGroupsKey = (convoId: string): string => artifactKey('opinion-groups', convoId);

/**
 * A question's opinion groups (opinion-analysis.ts): computed from its latest votes by the job
 * OPINION_GROUPS_JOB, at most one waiting and one running per question across every process
 * (a 'stately' queue keyed by the question), SETTLE_SECONDS after it was asked for; stored in
 * `opinion_groups` with the count of groups and its challenger, so the count changes only after
 * several runs agree; read as aggregates only (opinion-groups.presenter.ts).
 */
@Injectable()
export class OpinionGroupsService implements OnModuleInit {
  private readonly logger = new Logger('OpinionGroups');

  constructor(
    private readonly dataSource: DataSource,
    private readonly convos: ConvoService,
    private readonly positions: PosService,
    private readonly args: ArgService,
    private readonly jobs: JobQueue,
    private readonly events: ContentEvents,
    private readonly activity: VoteActivity,
  ) {}

  onModuleInit(): void {
    // The sweep hands on questions whose votes have already settled: no second wait.
    this.activity.onQuestionsChanged((convoIds) => this.requestFor(convoIds, 0));
    this.jobs.define<{ convoId?: unknown }>({
      name: OPINION_GROUPS_JOB,
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 60,
      expireInSeconds: 10 * 60,
      run: async ({ convoId }) => {
        if (typeof convoId === 'string' && isId(convoId)) await this.computeFor(convoId);
      },
    });
  }

  /**
   * Asks for the groups of these questions to be computed once their votes settle. With the job
   * queue off (JOB_QUEUE=off), computes them now, one after another.
   */
  async requestFor(convoIds: readonly string[], settleSeconds = SETTLE_SECONDS): Promise<void> {
    const ids = [...new Set(convoIds)].filter((id) => isId(id)).slice(0, MAX_REQUEST);
    for (const convoId of ids) {
      if (this.jobs.running)
        await this.jobs.send(
          OPINION_GROUPS_JOB,
          { convoId },
          { singletonKey: convoId, startAfter: settleSeconds },
        );
      else
        await this.computeFor(convoId).catch((error: Error) =>
          this.logger.warn(`The opinion groups of ${convoId} failed: ${error.message}`),
        );
    }
  }

  /** Has a question's groups computed at once (an admin's request); 404 for no live question. */
  async requestNow(convoId: string): Promise<OpinionGroupsRequestedDto> {
    if (!(await this.convos.isLive(convoId)))
      throw new NotFoundException(`There is no question with id ${convoId}.`);
    const queued =
      this.jobs.running &&
      (await this.jobs.send(OPINION_GROUPS_JOB, { convoId }, { singletonKey: convoId }));
    // A job already waiting (for its votes to settle) would start later: compute here instead.
    if (!queued) await this.computeFor(convoId);
    return { ConvoID: convoId, Requested: true };
  }

  /** Computes and stores a question's groups; null when the question is gone. */
  async computeFor(convoId: string): Promise<OpinionGroupsEntity | null> {
    return (await this.run(convoId))?.row ?? null;
  }

  /**
   * Computes and stores a question's groups, and answers the analysis with each voter's group:
   * for the tests of the method; no answer of the API carries it.
   */
  async analyseFor(convoId: string): Promise<Analysis | null> {
    return (await this.run(convoId))?.analysis ?? null;
  }

  private async run(
    convoId: string,
  ): Promise<{ row: OpinionGroupsEntity; analysis: Analysis } | null> {
    if (!(await this.convos.isLive(convoId))) return null;
    const positions = await this.positions.liveOfConvo(convoId);
    const livePositions = new Set(positions.map((p) => p.id));
    const argIds = (await this.args.liveOfConvo(convoId))
      .filter((a) => livePositions.has(a.posId))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .slice(0, MAX_ARGS)
      .map((a) => a.id);
    const runner = this.dataSource.createQueryRunner('master');
    await runner.connect();
    try {
      await runner.startTransaction();
      // One computation of a question at a time: each builds on the one before (count, labels).
      await runner.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        opinionGroupsKey(convoId),
      ]);
      const previous = await runner.manager.findOne(OpinionGroupsEntity, { where: { convoId } });
      const matrix = await readOpinionMatrix(
        runner,
        convoId,
        [...livePositions].sort(),
        argIds,
        MIN_RATINGS,
      );
      const analysis = analyse(matrix, previous ?? undefined);
      const row = runner.manager.create(OpinionGroupsEntity, {
        convoId,
        computedAt: new Date(),
        voters: analysis.voters,
        k: analysis.k,
        kCandidate: analysis.kCandidate,
        kStreak: analysis.kStreak,
        groups: analysis.groups,
        consensus: analysis.consensus,
      });
      await runner.manager.upsert(OpinionGroupsEntity, row, ['convoId']);
      await this.events.changedIn(runner.manager, [opinionGroupsKey(convoId)]);
      await runner.commitTransaction();
      return { row, analysis };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** The question's groups as the API answers them (aggregates only). */
  async read(convoId: string): Promise<OpinionGroupsDto> {
    // The question's key: its deletion, and any change of its arguments, name it.
    readKeys(artifactKey('convo', convoId), opinionGroupsKey(convoId));
    if (!(await this.convos.isLive(convoId)))
      throw new NotFoundException(`There is no question with id ${convoId}.`);
    const [row, positions, args] = await Promise.all([
      this.dataSource.manager.findOne(OpinionGroupsEntity, { where: { convoId } }),
      this.positions.liveOfConvo(convoId),
      this.args.liveOfConvo(convoId),
    ]);
    const livePositions = new Set(positions.map((p) => p.id));
    const liveArgs = new Set(args.filter((a) => livePositions.has(a.posId)).map((a) => a.id));
    return opinionGroupsAnswer(convoId, row, liveArgs);
  }
}
