import { beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { DataSource } from 'typeorm';
import { entities } from '../entities.js';
import { csvLine, parseCsv } from './csv.js';
import { columnSchema, entityFields, fieldNameOf, recordSchema } from './record-fields.js';
import { ConvoEntity } from '../convo/convo.entity.js';
import { OMITTED_PROPERTIES } from './dumped-kinds.js';

describe('record fields', () => {
  it('spells properties as the API spells fields', () => {
    expect(
      [
        'id',
        'convoId',
        'imageUrl',
        'sourceUrl',
        'posOrder',
        'titleRole',
        'argsJson',
        'categoryIds',
      ].map(fieldNameOf),
    ).toEqual([
      'ID',
      'ConvoID',
      'ImageURL',
      'SourceURL',
      'PosOrder',
      'TitleRole',
      'ArgsJSON',
      'CategoryIDs',
    ]);
  });

  describe("from an entity's columns", () => {
    // Metadata only: the data source is built, never connected.
    const dataSource = new DataSource({ type: 'postgres', entities });
    let fields: ReturnType<typeof entityFields>;
    beforeAll(async () => {
      // What initialize() does first, without connecting.
      await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
      fields = entityFields(dataSource.getMetadata(ConvoEntity), 't', OMITTED_PROPERTIES);
    });

    it('reads every column but the deletion time and the creator id', () => {
      expect(fields.map((f) => f.field).sort()).toEqual(
        [
          'CreatedAt',
          'Description',
          'ID',
          'ImageURL',
          'PosOrder',
          'Tags',
          'Title',
          'UpdatedAt',
        ].sort(),
      );
      expect(fields.find((f) => f.field === 'Title')).toMatchObject({
        sql: 't."title"',
        schema: { type: 'string', maxLength: 75 },
      });
      expect(fields.find((f) => f.field === 'ImageURL')!.schema).toEqual({
        anyOf: [{ type: 'string', maxLength: 2048 }, { type: 'null' }],
      });
      const created = dataSource.getMetadata(ConvoEntity).findColumnWithPropertyName('createdAt')!;
      expect(columnSchema(created)).toEqual({ type: 'string', format: 'date-time' });
    });

    it('makes a draft 2020-12 schema that takes a record and refuses others', () => {
      const schema = recordSchema(
        'https://example.invalid/q.schema.json',
        'q',
        'Questions.',
        fields,
      );
      const ajv = new Ajv2020({ strict: true, validateFormats: false });
      const validate = ajv.compile(schema);
      const record = {
        ID: 'abc',
        Title: 'A question',
        Description: 'Why',
        ImageURL: null,
        Tags: '',
        PosOrder: ['p1'],
        CreatedAt: '2026-11-30T03:17:05.000Z',
        UpdatedAt: '2026-11-30T03:17:05.000Z',
      };
      expect(validate(record)).toBe(true);
      expect(validate({ ...record, Email: 'x@example.org' })).toBe(false);
      expect(validate({ ...record, Title: 'x'.repeat(76) })).toBe(false);
      const { Title: _title, ...missing } = record;
      expect(validate(missing)).toBe(false);
    });
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and reads it back', () => {
    const rows = [
      ['ID', 'Text'],
      ['a', 'plain'],
      ['b', 'with, comma'],
      ['c', 'with "quotes"'],
      ['d', 'two\nlines'],
      ['e', ''],
    ];
    const text = rows.map(csvLine).join('');
    expect(text).toContain('"with ""quotes"""');
    expect(parseCsv(text)).toEqual(rows);
  });
});
