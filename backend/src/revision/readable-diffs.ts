import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ContentKindRegistry } from './content-kind.registry.js';
import type { ContentEntity } from './content-kinds.js';
import type { FieldShows } from './kind-declarations.js';
import type { DiffEntry, RevisionEntity } from './revision.entity.js';
import { type TextPiece, textChanges } from './text-changes.js';

/**
 * A diff entry with its values as a person reads them: a structured field's readings, or a text
 * changed from one text to another, word by word.
 */
export interface ShownDiffEntry extends DiffEntry {
  OldShown?: string[];
  NewShown?: string[];
  Changes?: TextPiece[];
}

type Revision = Pick<RevisionEntity, 'artifactType' | 'diff'>;

function parsed(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The ids a value of a field shown as ids holds: a JSON list of ids, or one id ('' for none). */
function idsIn(shows: FieldShows, value: string): string[] {
  if ('id' in shows) return value === '' ? [] : [value];
  const list = parsed(value);
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

function recordsIn(shows: { title: string; detail?: string }, value: string): string[] {
  const list = parsed(value);
  if (!Array.isArray(list)) return [value];
  return list.map((record: unknown) => {
    const item = (typeof record === 'object' && record !== null ? record : {}) as Record<
      string,
      unknown
    >;
    const title = String(item[shows.title] ?? '');
    const detail = shows.detail === undefined ? '' : String(item[shows.detail] ?? '');
    return detail && detail !== title ? `${title} (${detail})` : title;
  });
}

/** Every deletable kind's Deleted ('true' or 'false'), read as a person says it. */
function deletion(entry: DiffEntry): ShownDiffEntry {
  const read = (value: string | null) => (value === 'true' ? ['Yes'] : ['No']);
  return { ...entry, OldShown: read(entry.Old), NewShown: read(entry.New) };
}

/**
 * Diffs as history, profiles and the inbox show them: beside each raw value of a structured field
 * (an order, categories, a move's position, an argument's links), its reading, from the kind's
 * declaration of the field (`fields.<name>.shows`); beside a text edited from one text to another,
 * its words removed and added (`Changes`). The names of the artifacts a page of revisions
 * names are read once for the page: one query per kind named, whatever the number of revisions.
 * A deleted (or missing) artifact reads as "a deleted <noun>": its name is hidden with it.
 */
@Injectable()
export class ReadableDiffs {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /** The diffs of these revisions, in their order, each entry with its readings. */
  async of(revisions: readonly Revision[]): Promise<ShownDiffEntry[][]> {
    const names = await this.names(revisions);
    return revisions.map((revision) =>
      revision.diff.map((entry) => {
        if (entry.Field === 'Deleted') return deletion(entry);
        const shows = this.showsOf(revision.artifactType, entry.Field);
        if (!shows) return this.withChanges(revision.artifactType, entry);
        const read = (value: string | null) => {
          if (value === null) return undefined;
          if ('records' in shows) return recordsIn(shows.records, value);
          const type = 'ids' in shows ? shows.ids : shows.id;
          return idsIn(shows, value).map((id) => names.get(`${type}:${id}`) ?? id);
        };
        const shown: ShownDiffEntry = { ...entry };
        const [old, now] = [read(entry.Old), read(entry.New)];
        if (old) shown.OldShown = old;
        if (now) shown.NewShown = now;
        return shown;
      }),
    );
  }

  /** A text edited from one text to another, with what changed word by word. */
  private withChanges(type: string, entry: DiffEntry): ShownDiffEntry {
    if (!entry.Old || !entry.New || !this.kinds.has(type)) return entry;
    const fields = this.kinds.describe(type).fields;
    if (!Object.hasOwn(fields, entry.Field) || !fields[entry.Field].text) return entry;
    const changes = textChanges(entry.Old, entry.New);
    return changes ? { ...entry, Changes: changes } : entry;
  }

  private showsOf(type: string, field: string): FieldShows | null {
    if (!this.kinds.has(type)) return null;
    const fields = this.kinds.describe(type).fields;
    return Object.hasOwn(fields, field) ? fields[field].shows : null;
  }

  /** The names of every artifact the revisions' structured values name, by "<type>:<id>". */
  private async names(revisions: readonly Revision[]): Promise<Map<string, string>> {
    const wanted = new Map<string, Set<string>>();
    for (const revision of revisions)
      for (const entry of revision.diff) {
        const shows = this.showsOf(revision.artifactType, entry.Field);
        if (!shows || 'records' in shows) continue;
        const type = 'ids' in shows ? shows.ids : shows.id;
        const ids = wanted.get(type) ?? new Set<string>();
        for (const value of [entry.Old, entry.New])
          if (value !== null) for (const id of idsIn(shows, value)) ids.add(id);
        wanted.set(type, ids);
      }
    const names = new Map<string, string>();
    for (const [type, ids] of wanted) {
      if (ids.size === 0 || !this.kinds.has(type)) continue;
      const kind = this.kinds.get(type);
      const rows = (await this.dataSource.manager.find(kind.entity, {
        where: { id: In([...ids]) } as never,
      })) as ContentEntity[];
      const live = new Map(rows.filter((row) => !row.deletedAt).map((row) => [row.id, row]));
      for (const id of ids) {
        const row = live.get(id);
        names.set(`${type}:${id}`, row ? kind.name(row) : `a deleted ${kind.noun}`);
      }
    }
    return names;
  }
}
