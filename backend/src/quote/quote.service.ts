import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { newId } from '../common/ids.js';
import { PersonEntity } from '../person/person.entity.js';
import { personDto } from '../person/person.presenter.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { quoteKind } from './quote.kind.js';
import { ContentReader } from '../revision/content-reader.js';
import { liveCondition } from '../revision/live-sql.js';
import { CreateService } from '../revision/create.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { checkQuoteDate } from './quote-date.js';
import { QUOTE_COLUMNS, type QuoteRow } from './quote-rows.js';
import {
  MAX_QUOTES_PER_ARG,
  type NewQuoteDto,
  type QuoteAndPersonDto,
  type QuoteListDto,
} from './quote.dto.js';
import { QuoteEntity } from './quote.entity.js';
import { quoteDto } from './quote.presenter.js';
import { checkSourceUrl } from './quote-source.js';
import { readArtifacts } from '../common/read-keys.js';

type PersonRow = Pick<PersonEntity, 'id' | 'name' | 'pathAlias' | 'imageUrl'>;

const PERSON_COLUMNS = `p.id AS "p_id", p.name AS "p_name", p.path_alias AS "p_pathAlias",
  p.image_url AS "p_imageUrl"`;

function personOfRow(row: Record<string, unknown>): PersonRow {
  return {
    id: row.p_id as string,
    name: row.p_name as string,
    pathAlias: row.p_pathAlias as string,
    imageUrl: row.p_imageUrl as string | null,
  };
}

@Injectable()
export class QuoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
    private readonly content: ContentReader,
    private readonly kinds: ContentKindRegistry,
  ) {}

  async create(user: UserEntity, dto: NewQuoteDto): Promise<QuoteAndPersonDto> {
    let person: PersonEntity | undefined;
    const { entity } = await this.creates.create(user, {
      type: 'quote',
      check: (text) => ({
        quote: text('quote', dto.quote),
        titleRole: text('titleRole', dto.titleRole ?? ''),
        sourceUrl: checkSourceUrl('sourceURL', dto.sourceURL ?? ''),
        quoteDate: dto.quoteDate ? checkQuoteDate('quoteDate', dto.quoteDate) : null,
      }),
      insert: async (manager, values) => {
        // The argument's row lock serialises quotes added to it, so the bound holds.
        const arg = await this.content.lockLive<{ id: string }>(manager, 'arg', dto.argID);
        const found = await manager.findOne(PersonEntity, {
          where: { id: dto.personID, deletedAt: IsNull() },
        });
        if (!found) throw new NotFoundException(`There is no person with id ${dto.personID}.`);
        person = found;
        const count = await manager.count(QuoteEntity, {
          where: { argId: arg.id, deletedAt: IsNull() },
        });
        if (count >= MAX_QUOTES_PER_ARG) {
          throw new ConflictException(
            `An argument can have at most ${MAX_QUOTES_PER_ARG} quotes; this one has them all.`,
          );
        }
        return manager.save(
          manager.create(QuoteEntity, {
            id: newId(),
            argId: arg.id,
            personId: found.id,
            ...values,
            createdBy: user.id,
          }),
        );
      },
      location: (q) => `/a/${q.argId}`,
      revDesc: 'Added a quote',
      recordedArgs: ({ quote, sourceUrl, titleRole, quoteDate }) => ({
        argID: dto.argID,
        personID: dto.personID,
        quote,
        sourceURL: sourceUrl,
        titleRole,
        quoteDate,
      }),
    });
    return { QuoteID: entity.id, Quote: quoteDto(entity, person!), Person: personDto(person!) };
  }

  /** A live quote of a live person, under a live argument; 404 otherwise. */
  async get(quoteId: string): Promise<QuoteAndPersonDto> {
    const [row] = (await this.dataSource.query(
      `SELECT ${QUOTE_COLUMNS}, ${PERSON_COLUMNS}
         FROM quotes q JOIN persons p ON p.id = q.person_id AND p.deleted_at IS NULL
        WHERE q.id = $1 AND q.deleted_at IS NULL
          AND ${liveCondition(this.dataSource, this.kinds, 'arg', 'q.arg_id')}`,
      [quoteId],
    )) as (QuoteRow & Record<string, unknown>)[];
    if (!row) throw new NotFoundException(`There is no quote with id ${quoteId}.`);
    const person = personOfRow(row);
    return { QuoteID: row.id, Quote: quoteDto(row, person), Person: personDto(person) };
  }

  /** An argument's live quotes of live people, oldest first; 404 when the argument is not live. */
  async ofArg(argId: string): Promise<QuoteListDto> {
    if (!(await this.content.liveChain('arg', argId)))
      throw new NotFoundException(`There is no argument with id ${argId}.`);
    const rows = (await this.dataSource.query(
      `SELECT ${QUOTE_COLUMNS}, ${PERSON_COLUMNS}
         FROM quotes q JOIN persons p ON p.id = q.person_id AND p.deleted_at IS NULL
        WHERE q.arg_id = $1 AND q.deleted_at IS NULL
        ORDER BY q.created_at, q.id
        LIMIT $2`,
      [argId, MAX_QUOTES_PER_ARG],
    )) as (QuoteRow & Record<string, unknown>)[];
    readArtifacts(
      quoteKind.type,
      rows.map((row) => row.id),
    );
    readArtifacts(
      'person',
      rows.map((row) => personOfRow(row).id),
    );
    return { Quotes: rows.map((row) => quoteDto(row, personOfRow(row))) };
  }
}
