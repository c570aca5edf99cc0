import { ApiProperty } from '@nestjs/swagger';
import { LICENCES, type LicenceId } from './licences.js';

const FORMATS = ['ndjson', 'csv', 'json-schema', 'markdown'] as const;

/** One file of the latest dump, downloadable at its URL. */
export class DumpFileDto {
  @ApiProperty({ example: 'questions.ndjson.gz', description: 'Its name: the same in every dump' })
  Name!: string;
  @ApiProperty({ example: '/data/questions.ndjson.gz' }) URL!: string;
  @ApiProperty({ enum: FORMATS }) Format!: (typeof FORMATS)[number];
  @ApiProperty({ enum: Object.keys(LICENCES), description: 'SPDX licence id' })
  Licence!: LicenceId;
  @ApiProperty({ example: 'https://creativecommons.org/licenses/by-sa/4.0/' }) LicenceURL!: string;
  @ApiProperty() Description!: string;
  @ApiProperty({ description: 'Size in bytes, as served' }) Bytes!: number;
  @ApiProperty({ description: 'SHA-256 of the file, in hex' }) SHA256!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Records of a data file; null for others',
  })
  Records!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The URL of a data file's JSON Schema",
  })
  SchemaURL!: string | null;
}

export class DumpDto {
  @ApiProperty({ description: 'When the dump was made (ISO 8601)' }) CreatedAt!: string;
  @ApiProperty({
    description: 'The cursor of GET /api/changes to follow the site from, after this dump',
  })
  ChangesCursor!: string;
  @ApiProperty({ type: [DumpFileDto] }) Files!: DumpFileDto[];
  @ApiProperty({ example: '/data/manifest.json' }) ManifestURL!: string;
  @ApiProperty({ example: '/data/sha256sums.txt' }) ChecksumsURL!: string;
}

/** GET /api/data/dumps: the latest open data dump, or null before the first. */
export class OpenDataDto {
  @ApiProperty({ type: DumpDto, nullable: true }) Latest!: DumpDto | null;
}
