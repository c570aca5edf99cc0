import { Injectable, NotFoundException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { DataSource } from 'typeorm';
import type {
  AdminChange,
  AdminFilter,
  AdminList,
  AdminListQuery,
  AdminRecord,
  AdminResource,
} from '../admin/admin-resource.js';
import { containsSql, orderSql, pageSql, SqlParams, whereSql } from '../common/console-sql.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { consoleDelete, consoleEdit } from '../revision/console-writes.js';
import { liveCondition } from '../revision/live-sql.js';
import { WritePathService } from '../revision/write-path.service.js';
import { personKind } from './person.kind.js';
import { personLink } from './person.presenter.js';
import { PersonService } from './person.service.js';

/** A person (proponent) in the console. */
export interface PersonRecord extends AdminRecord {
  id: string;
  Name: string;
  PathAlias: string;
  /** Its image; null when it has none. */
  Image: string | null;
  /** Its page on the reader site. */
  Link: string;
  /** How many live quotes (on live arguments) it has. */
  Quotes: number;
  Deleted: boolean;
  Created: string;
}

export class PersonNameData {
  @IsString({ message: 'Name must be text' })
  Name!: string;
}

interface PersonRow {
  id: string;
  name: string;
  pathAlias: string;
  imageUrl: string | null;
  deleted: boolean;
  createdAt: Date;
  quotes?: number;
}

const COLUMNS = `p.id, p.name, p.path_alias AS "pathAlias", p.image_url AS "imageUrl",
  p.deleted_at IS NOT NULL AS deleted, p.created_at AS "createdAt"`;
const SORT_COLUMNS = { Created: 'p.created_at', Name: 'lower(p.name)' };

function personRecord(row: PersonRow): PersonRecord {
  return {
    id: row.id,
    Name: row.name,
    PathAlias: row.pathAlias,
    Image: row.imageUrl || null,
    Link: personLink(row.pathAlias),
    Quotes: Number(row.quotes ?? 0),
    Deleted: row.deleted,
    Created: new Date(row.createdAt).toISOString(),
  };
}

/**
 * People in the console (editors and above): live or deleted, with their number of quotes.
 * Created, renamed and deleted through the write path (one revision each).
 */
@Injectable()
export class PersonAdminResource implements AdminResource<PersonRecord> {
  readonly name = 'people';
  readonly noun = 'person';
  readonly role = 'editor' as const;
  readonly sortFields = Object.keys(SORT_COLUMNS);
  readonly defaultOrder = 'DESC' as const;
  readonly filters: Record<string, AdminFilter> = {
    q: { type: 'text' },
    deleted: { type: 'boolean' },
    id: { type: 'id' },
  };
  readonly createData = PersonNameData;
  readonly updateData = PersonNameData;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
    private readonly people: PersonService,
  ) {}

  /**
   * The rows of a page, each with its live quotes counted in the same query (for the page's rows
   * only, not for every person the filter matches).
   */
  private async rows(
    where: string,
    order: string,
    page: string,
    params: SqlParams,
  ): Promise<PersonRow[]> {
    const live = liveCondition(this.dataSource, this.kinds, 'arg', 'q.arg_id');
    return this.dataSource.query<PersonRow[]>(
      `SELECT page.*, (SELECT count(*) FROM quotes q
                        WHERE q.person_id = page.id AND q.deleted_at IS NULL AND ${live})::int AS quotes
         FROM (SELECT ${COLUMNS}, row_number() OVER (${order}) AS ord
                 FROM persons p ${where} ${order} ${page}) page
        ORDER BY page.ord`,
      params.values,
    );
  }

  async list(query: AdminListQuery): Promise<AdminList<PersonRecord>> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const { q, deleted, id } = query.filter;
    if (Array.isArray(id)) conditions.push(`p.id = ANY(${params.add(id)})`);
    else if (typeof id === 'string') conditions.push(`p.id = ${params.add(id)}`);
    if (typeof q === 'string' && q !== '') conditions.push(containsSql('p.name', q, params));
    // Live people unless asked for deleted ones; a getMany by id finds either.
    if (typeof deleted === 'boolean')
      conditions.push(deleted ? 'p.deleted_at IS NOT NULL' : 'p.deleted_at IS NULL');
    else if (id === undefined) conditions.push('p.deleted_at IS NULL');
    const where = whereSql(conditions);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM persons p ${where}`,
      params.values,
    );
    const order = orderSql(query, SORT_COLUMNS, 'p.id');
    const rows = await this.rows(where, order, pageSql(query, params), params);
    return { items: rows.map(personRecord), total };
  }

  async getOne(id: string): Promise<PersonRecord> {
    const params = new SqlParams();
    const [row] = await this.rows(`WHERE p.id = ${params.add(id)}`, '', '', params);
    if (!row) throw new NotFoundException(`There is no person ${id}.`);
    return personRecord(row);
  }

  /** A new person, as the person API makes one (PersonCreate, its alias from the name). */
  async create(data: object, change: AdminChange): Promise<PersonRecord> {
    const { Person } = await this.people.create(change.actor, {
      name: (data as PersonNameData).Name,
    });
    return this.getOne(Person.PersonID);
  }

  /** A rename (PersonEditTextField), its Old value what the editor loaded (409 when stale). */
  async update(
    id: string,
    data: object,
    previousData: Record<string, unknown>,
    change: AdminChange,
  ): Promise<PersonRecord> {
    await this.getOne(id);
    await consoleEdit(this.writePath, personKind, id, { ...data }, previousData, change);
    return this.getOne(id);
  }

  async delete(id: string, change: AdminChange): Promise<PersonRecord> {
    await this.getOne(id);
    await consoleDelete(this.writePath, personKind, id, change);
    return this.getOne(id);
  }
}
