import { Injectable } from '@nestjs/common';
import { IsString } from 'class-validator';
import { DataSource } from 'typeorm';
import type { AdminChange, AdminRecord } from '../admin/admin-resource.js';
import type { SqlParams } from '../common/console-sql.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ContentAdminResource } from '../admin/content-admin-resource.js';
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

/**
 * People in the console (editors and above): live or deleted, with their number of quotes.
 * Created, renamed (PersonEditTextField) and deleted through the write path (one revision each).
 */
@Injectable()
export class PersonAdminResource extends ContentAdminResource<PersonRow, PersonRecord> {
  readonly name = 'people';
  readonly createData = PersonNameData;
  readonly updateData = PersonNameData;

  constructor(
    dataSource: DataSource,
    writePath: WritePathService,
    private readonly kinds: ContentKindRegistry,
    private readonly people: PersonService,
  ) {
    super(dataSource, writePath, personKind, {
      table: 'persons p',
      alias: 'p',
      searchColumn: 'p.name',
      sortColumns: SORT_COLUMNS,
      softDeleted: true,
    });
  }

  /** The rows of a page, each with its live quotes counted in the same query. */
  protected rows(where: string, order: string, page: string, params: SqlParams) {
    const live = liveCondition(this.dataSource, this.kinds, 'arg', 'q.arg_id');
    return this.pageRowsWithCount(
      COLUMNS,
      `(SELECT count(*) FROM quotes q
         WHERE q.person_id = page.id AND q.deleted_at IS NULL AND ${live})::int AS quotes`,
      where,
      order,
      page,
      params,
    );
  }

  protected toRecord(row: PersonRow): PersonRecord {
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

  /** A new person, as the person API makes one (PersonCreate, its alias from the name). */
  async create(data: object, change: AdminChange): Promise<PersonRecord> {
    const { Person } = await this.people.create(change.actor, {
      name: (data as PersonNameData).Name,
    });
    return this.getOne(Person.PersonID);
  }
}
