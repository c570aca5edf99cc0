import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { textSnapshot } from '../revision/content-kinds.js';
import { diffSnapshots, fieldValue } from '../revision/diff.js';
import { ReadableDiffs } from '../revision/readable-diffs.js';
import type { Snapshot } from '../revision/revision.entity.js';
import { ARG_TEXT_RULES, argKind } from './arg.kind.js';
import type { ArgChangesDto } from './arg.dto.js';

const VERSIONED = argKind.versionedFields ?? [];

function versioned(snapshot: Snapshot): Snapshot {
  return Object.fromEntries(VERSIONED.map((field) => [field, fieldValue(snapshot, field) ?? '']));
}

const notARevision = (revId: string) =>
  new BadRequestException(`revID ${revId} is not a revision of this argument.`);

/** An argument's versions: which one a revision belongs to, and what changed since one. */
@Injectable()
export class ArgVersionReads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly diffs: ReadableDiffs,
  ) {}

  /**
   * The version a revision of the argument belongs to: the latest substantive revision at or
   * before it ('' when none is recorded). 400 when it is not a revision of this argument.
   */
  async versionOf(argId: string, revId: string): Promise<string> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT v.id FROM revisions v
                WHERE v.artifact_type = 'arg' AND v.artifact_id = r.artifact_id AND v.substantive
                  AND v.created_at <= r.created_at
                ORDER BY v.created_at DESC LIMIT 1) AS version
         FROM revisions r WHERE r.id = $1 AND r.artifact_type = 'arg' AND r.artifact_id = $2`,
      [revId, argId],
    )) as { version: string | null }[];
    if (!row) throw notARevision(revId);
    return row.version ?? '';
  }

  /**
   * What changed in the argument's Title, Argument and Counter Arguments from a revision of it
   * (the version a voter rated) to now, read as history pages read a diff.
   */
  async changesSince(argId: string, since: string): Promise<ArgChangesDto> {
    const [arg] = (await this.dataSource.query(
      `SELECT title, argument, counter_arguments, version FROM args
        WHERE id = $1 AND deleted_at IS NULL`,
      [argId],
    )) as { title: string; argument: string; counter_arguments: string; version: string }[];
    if (!arg) throw new NotFoundException(`There is no argument with id ${argId}.`);
    const [old] = (await this.dataSource.query(
      `SELECT snapshot FROM revisions WHERE id = $1 AND artifact_type = 'arg' AND artifact_id = $2`,
      [since, argId],
    )) as { snapshot: Snapshot }[];
    if (!old) throw notARevision(since);
    const now = textSnapshot(
      { title: arg.title, argument: arg.argument, counterArguments: arg.counter_arguments },
      ARG_TEXT_RULES,
    );
    const diff = diffSnapshots(versioned(old.snapshot), versioned(now));
    const [shown] = await this.diffs.of([{ artifactType: 'arg', diff }]);
    return { ArgID: argId, Since: since, Version: arg.version || null, Diff: shown };
  }
}
