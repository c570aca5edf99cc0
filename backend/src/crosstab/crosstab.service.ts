import { Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { convoKind } from '../convo/convo.kind.js';
import { lagTolerantQuery } from '../database/read-replicas.js';
import { VoteActivity } from '../insight/vote-activity.js';
import type { CrossTabDto } from './crosstab.dto.js';
import { presentCrossTab, type ReleaseRow } from './crosstab.presenter.js';
import { releaseFigures } from './crosstab-release.js';
import type { CrossTabReleaseEntity } from './crosstab-release.entity.js';
import { MIN_CHANGES } from './crosstab-rule.js';
import { readTable } from './crosstab-table.js';

/** What refresh did with one question. */
export type RefreshOutcome =
  | { convoId: string; released: true; seq: number; changes: number }
  | { convoId: string; released: false; changes: number; reason: 'too few changes' | 'gone' };

/** A published release as the open-data dump lists it. */
export interface PublishedRelease {
  convoId: string;
  releasedAt: Date;
  crossTab: CrossTabDto;
}

/** What a refresh reads of the question's last release. */
type PreviousRelease = Pick<CrossTabReleaseEntity, 'seq' | 'bases'> & { snapshot_at: Date };

/** Releases listed per statement by publishedReleases. */
const PAGE = 100;

/**
 * Cross-tabs (issue 25): how the voters of each position of a question rate each of its
 * arguments. Computed after votes settle (VoteActivity hands on the questions whose votes
 * changed), released under the rule in crosstab-rule.ts and crosstab-protection.ts, stored in
 * crosstab_releases (the latest and the one before); reads are served from there only.
 */
@Injectable()
export class CrossTabService implements OnModuleInit {
  private readonly logger = new Logger('CrossTabs');

  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: VoteActivity,
  ) {}

  onModuleInit(): void {
    this.activity.onQuestionsChanged(async (convoIds) => {
      await this.refresh(convoIds);
    });
  }

  /** Makes a new release of each question whose answers changed enough; one failure stops none. */
  async refresh(convoIds: string[]): Promise<RefreshOutcome[]> {
    const outcomes: RefreshOutcome[] = [];
    let failure: Error | undefined;
    for (const convoId of convoIds) {
      try {
        outcomes.push(await this.refreshOne(convoId));
      } catch (error) {
        failure = error as Error;
        this.logger.warn(`The cross-tab of ${convoId} failed: ${failure.message}`);
      }
    }
    if (failure) throw failure;
    return outcomes;
  }

  /**
   * In one snapshot (repeatable read): the question's table, the voters whose answers changed
   * since the last release's snapshot and, when at least MIN_CHANGES did, a new release.
   */
  private refreshOne(convoId: string): Promise<RefreshOutcome> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      // The snapshot is taken by this first statement; the time is read after it.
      const [{ at }] = (await manager.query(`SELECT clock_timestamp() AS at`)) as { at: Date }[];
      // Two refreshes of one question (two processes) take turns; the second sees the first's
      // release only in a later snapshot, so it makes none of its own now.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('crosstab:' || $1))`, [convoId]);
      const [convo] = (await manager.query(
        `SELECT id FROM convos WHERE id = $1 AND deleted_at IS NULL`,
        [convoId],
      )) as { id: string }[];
      if (!convo) return { convoId, released: false, changes: 0, reason: 'gone' };
      const [previous] = (await manager.query(
        `SELECT seq, snapshot_at, bases FROM crosstab_releases
          WHERE convo_id = $1 ORDER BY seq DESC LIMIT 1`,
        [convoId],
      )) as PreviousRelease[];
      const { table, changes } = await readTable(manager, convoId, previous?.snapshot_at ?? null);
      if (changes < MIN_CHANGES)
        return { convoId, released: false, changes, reason: 'too few changes' };
      const figures = releaseFigures(table, previous?.bases ?? {});
      const seq = (previous?.seq ?? 0) + 1;
      await manager.query(
        `INSERT INTO crosstab_releases
           (convo_id, seq, released_at, snapshot_at, changes, rows, args, cells, bases)
         VALUES ($1, $2, now(), $3, $4, $5, $6, $7, $8)
         ON CONFLICT (convo_id, seq) DO NOTHING`,
        [
          convoId,
          seq,
          at,
          changes,
          JSON.stringify(figures.rows),
          JSON.stringify(figures.args),
          JSON.stringify(figures.cells),
          JSON.stringify(figures.bases),
        ],
      );
      await manager.query(`DELETE FROM crosstab_releases WHERE convo_id = $1 AND seq < $2`, [
        convoId,
        seq - 1,
      ]);
      return { convoId, released: true, seq, changes };
    });
  }

  /**
   * The latest release of a live question (one indexed read, no vote read); Released false
   * before its first. May lag slightly (a replica).
   */
  async latest(convoId: string): Promise<CrossTabDto> {
    const { rows } = await lagTolerantQuery<ReleaseRow>(this.dataSource, {
      name: 'crosstab-latest',
      text: `SELECT r.released_at, r.changes, r.rows, r.args, r.cells
               FROM convos c LEFT JOIN LATERAL (
                 SELECT * FROM crosstab_releases r WHERE r.convo_id = c.id ORDER BY r.seq DESC LIMIT 1
               ) r ON true
              WHERE c.id = $1 AND c.deleted_at IS NULL`,
      values: [convoId],
    });
    if (rows.length === 0)
      throw new NotFoundException(`There is no ${convoKind.noun} with id ${convoId}.`);
    return presentCrossTab(convoId, rows[0]);
  }

  /**
   * Every live question's latest release, in ConvoID order, read PAGE at a time (keyset), for the
   * open-data dump: memory stays bounded however many there are. Only published figures: withheld
   * cells carry none, and the bases are never read.
   */
  async *publishedReleases(): AsyncGenerator<PublishedRelease> {
    let after = '';
    for (;;) {
      const rows = (await this.dataSource.query(
        `SELECT DISTINCT ON (r.convo_id) r.convo_id, r.released_at, r.changes, r.rows, r.args, r.cells
           FROM crosstab_releases r JOIN convos c ON c.id = r.convo_id AND c.deleted_at IS NULL
          WHERE r.convo_id > $1
          ORDER BY r.convo_id, r.seq DESC LIMIT $2`,
        [after, PAGE],
      )) as (ReleaseRow & { convo_id: string; released_at: Date })[];
      for (const row of rows)
        yield {
          convoId: row.convo_id,
          releasedAt: row.released_at,
          crossTab: presentCrossTab(row.convo_id, row),
        };
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].convo_id;
    }
  }
}
