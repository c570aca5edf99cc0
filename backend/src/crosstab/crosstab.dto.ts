import { ApiProperty } from '@nestjs/swagger';

export class CrossTabCellDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The PosID of the row; null: voters who rated without choosing a position',
  })
  PosID!: string | null;

  @ApiProperty() ArgID!: string;

  @ApiProperty({ description: 'True: withheld, with no figures (see Rule)' })
  Withheld!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'Voters in the cell' })
  Voters!: number | null;

  @ApiProperty({
    type: [Number],
    nullable: true,
    description: 'Voters per rating, 1 (I strongly agree) to 5 (I strongly disagree)',
  })
  Counts!: number[] | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Mean rating, 1..5, two decimals' })
  Mean!: number | null;
}

export class CrossTabDto {
  @ApiProperty() ConvoID!: string;

  @ApiProperty({ description: 'False until the question has had enough voters for a release' })
  Released!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  ReleasedAt!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Voters whose answers changed since the release before (all, for a question's first)",
  })
  Changes!: number | null;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', nullable: true },
    description: 'The rows: PosIDs, then null (voters who rated without choosing a position)',
  })
  Rows!: (string | null)[];

  @ApiProperty({ type: [String], description: 'The columns: ArgIDs' })
  Args!: string[];

  @ApiProperty({
    type: [CrossTabCellDto],
    description: 'Row by row, each row in the order of Args',
  })
  Cells!: CrossTabCellDto[];

  @ApiProperty({ description: 'A cell backed by fewer voters is withheld' })
  MinVoters!: number;

  @ApiProperty({ description: 'Voters whose answers must change before a new release' })
  MinChanges!: number;

  @ApiProperty({ description: 'The rule by which cells are withheld and releases made' })
  Rule!: string;
}
