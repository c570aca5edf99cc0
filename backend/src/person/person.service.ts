import { randomInt } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { argLink } from '../arg/arg.presenter.js';
import { newId } from '../common/ids.js';
import { convoLink } from '../convo/convo.presenter.js';
import { charCount, stripControlChars } from '../common/text-rules.js';
import { QUOTE_COLUMNS, type QuoteRow } from '../quote/quote-rows.js';
import { quoteDto } from '../quote/quote.presenter.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { liveCondition } from '../revision/live-sql.js';
import { CreateService } from '../revision/create.service.js';
import type { Author } from '../revision/write-path.service.js';
import { aliasBase, numberedAlias } from './path-alias.js';
import {
  type NewPersonDto,
  type NewPersonResultDto,
  PERSON_FIND_LIMIT,
  PERSON_QUOTES_LIMIT,
  type PersonFindDto,
  type PersonGetQueryDto,
  type PersonListDto,
  type PersonPageDto,
  type PersonQuoteDto,
} from './person.dto.js';
import { PersonEntity } from './person.entity.js';
import { checkPersonName, personKind } from './person.kind.js';
import { personDto, personListItem } from './person.presenter.js';
import { listKey, readArtifacts, readKeys } from '../common/read-keys.js';

/** Tries at the next free "-N" before falling back to a random number (a long run of races). */
const ALIAS_TRIES = 5;
/** Substring matches looked at for a search (ranked: prefixes first, then by name). */
const FIND_CANDIDATES = 300;

/** LIKE's wildcards and its escape character, escaped. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class PersonService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
    private readonly kinds: ContentKindRegistry,
  ) {}

  async create(user: Author, dto: NewPersonDto): Promise<NewPersonResultDto> {
    const { entity } = await this.creates.create(user, {
      type: 'person',
      // A name has a check of its own (spaces collapsed, a letter or digit), the text rule in it.
      check: () => ({ name: checkPersonName('name', dto.name) }),
      insert: (manager, { name }) => this.insertWithAlias(manager, user.id, name),
      location: (p) => `/person/${p.pathAlias}`,
      revDesc: 'Added a person',
      recordedArgs: (values) => values,
    });
    return { Person: personDto(entity) };
  }

  /**
   * Inserts the person under the first free alias made from the name. People may share a name (they
   * are distinct people); their aliases never: a concurrent insert of the same alias waits for the
   * other transaction and, once it commits, takes the next number.
   */
  private async insertWithAlias(
    manager: EntityManager,
    createdBy: string,
    name: string,
  ): Promise<PersonEntity> {
    const base = aliasBase(name);
    for (let attempt = 0; attempt <= ALIAS_TRIES; attempt += 1) {
      const pathAlias =
        attempt < ALIAS_TRIES
          ? numberedAlias(base, await this.nextAliasNumber(manager, base))
          : `${base}-${randomInt(1_000_000, 1_000_000_000)}`;
      const id = newId();
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(PersonEntity)
        .values({ id, name, pathAlias, createdBy, imageUrl: null, deletedAt: null })
        .orIgnore()
        .returning('id')
        .execute();
      if (inserted.raw.length > 0) return manager.findOneByOrFail(PersonEntity, { id });
    }
    throw new Error(`No free alias for "${base}".`);
  }

  /** 1 when the bare alias is free, else one more than the highest "base-N" (people with that name). */
  private async nextAliasNumber(manager: EntityManager, base: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT COALESCE(MAX(CASE WHEN path_alias = $1 THEN 1
                                ELSE substring(path_alias FROM '-([1-9][0-9]{0,8})$')::int END), 0) AS n
         FROM persons
        WHERE path_alias = $1 OR (path_alias LIKE $2 AND path_alias ~ $3)`,
      [base, `${base}-%`, `^${base}-[1-9][0-9]{0,8}$`],
    )) as { n: number }[];
    return Number(row.n) + 1;
  }

  /**
   * At most 7 live people whose name contains the text, case-insensitive: names starting with it
   * first, then by name. Substring candidates are bounded (trigram index), so a search's cost does
   * not grow with the number of people.
   */
  async find(raw: string): Promise<PersonFindDto> {
    const q = stripControlChars(raw).trim();
    const length = charCount(q);
    if (length < 1) throw new BadRequestException('q must not be empty.');
    if (length > 100) throw new BadRequestException('q must be at most 100 characters long.');
    const lower = escapeLike(q.toLowerCase());
    const rows = (await this.dataSource.query(
      `SELECT id, name, path_alias AS "pathAlias", image_url AS "imageUrl" FROM (
         (SELECT id, name, path_alias, image_url, 0 AS rank FROM persons
           WHERE deleted_at IS NULL AND lower(name) COLLATE "C" LIKE $1
           ORDER BY lower(name) COLLATE "C", id LIMIT $3)
         UNION ALL
         (SELECT id, name, path_alias, image_url, 1 AS rank FROM persons
           WHERE deleted_at IS NULL AND lower(name) LIKE $2 AND NOT lower(name) COLLATE "C" LIKE $1
           LIMIT $4)
       ) m ORDER BY rank, lower(name) COLLATE "C", id LIMIT $3`,
      [`${lower}%`, `%${lower}%`, PERSON_FIND_LIMIT, FIND_CANDIDATES],
    )) as PersonEntity[];
    return { Results: rows.map(personDto) };
  }

  /** Live people by name (lowercased, byte order), a page at a time (keyset on name and id). */
  async list(page: { limit?: number; cursor?: string }): Promise<PersonListDto> {
    const limit = page.limit ?? 1000;
    const params: unknown[] = [limit + 1];
    let after = '';
    if (page.cursor !== undefined) {
      const known = await this.dataSource.manager.exists(PersonEntity, {
        where: { id: page.cursor },
      });
      if (!known)
        throw new BadRequestException('cursor must be the NextCursor of an earlier page.');
      params.push(page.cursor);
      after = `AND (lower(name) COLLATE "C", id) >
                   (SELECT lower(c.name) COLLATE "C", c.id FROM persons c WHERE c.id = $2)`;
    }
    readKeys(listKey(personKind.type));
    const rows = (await this.dataSource.query(
      `SELECT id, name, path_alias AS "pathAlias" FROM persons
        WHERE deleted_at IS NULL ${after}
        ORDER BY lower(name) COLLATE "C", id LIMIT $1`,
      params,
    )) as PersonEntity[];
    const hasMore = rows.length > limit;
    const shown = rows.slice(0, limit);
    return {
      PersonList: shown.map(personListItem),
      HasMore: hasMore,
      NextCursor: hasMore ? shown[shown.length - 1].id : null,
    };
  }

  /** The live person with that id or alias; 404 otherwise. */
  async live(by: PersonGetQueryDto): Promise<PersonEntity> {
    if ((by.personID === undefined) === (by.pathAlias === undefined))
      throw new BadRequestException('Give either personID or pathAlias.');
    const person = await this.dataSource.manager.findOne(PersonEntity, {
      where: by.personID
        ? { id: by.personID, deletedAt: IsNull() }
        : { pathAlias: by.pathAlias, deletedAt: IsNull() },
    });
    if (!person) throw new NotFoundException(`There is no person ${by.personID ?? by.pathAlias}.`);
    return person;
  }

  /** /person/{PathAlias}: the person, and their live quotes with the live arguments they back. */
  async page(by: PersonGetQueryDto): Promise<PersonPageDto> {
    const person = await this.live(by);
    // Quotes under a deleted argument, position or question are hidden, like their arguments.
    const rows = (await this.dataSource.query(
      `SELECT ${QUOTE_COLUMNS}, a.title AS "argTitle", c.id AS "convoId", c.title AS "convoTitle"
         FROM quotes q
         JOIN args a ON a.id = q.arg_id
         JOIN convos c ON c.id = a.convo_id
        WHERE q.person_id = $1 AND q.deleted_at IS NULL
          AND ${liveCondition(this.dataSource, this.kinds, 'arg', 'q.arg_id')}
        ORDER BY q.created_at DESC, q.id DESC
        LIMIT $2`,
      [person.id, PERSON_QUOTES_LIMIT + 1],
    )) as (QuoteRow & { argTitle: string; convoId: string; convoTitle: string })[];
    // Each quote, and the question it is under: any change up its chain (a deletion) drops the page.
    readArtifacts(
      'quote',
      rows.map((r) => r.id),
    );
    readArtifacts(
      'arg',
      rows.map((r) => r.argId),
    );
    readArtifacts(
      'convo',
      rows.map((r) => r.convoId),
    );
    const quotes: PersonQuoteDto[] = rows.slice(0, PERSON_QUOTES_LIMIT).map((row) => ({
      ...quoteDto(row, person),
      Arg: { ArgID: row.argId, Title: row.argTitle, Link: argLink(row.argId) },
      Convo: { ConvoID: row.convoId, Title: row.convoTitle, Link: convoLink(row.convoId) },
    }));
    return {
      Person: personDto(person),
      Quotes: quotes,
      HasMore: rows.length > PERSON_QUOTES_LIMIT,
    };
  }
}
