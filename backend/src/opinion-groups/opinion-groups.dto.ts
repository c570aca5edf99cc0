import { ApiProperty } from '@nestjs/swagger';

export class RepresentativeArgDto {
  @ApiProperty() ArgID!: string;
  @ApiProperty({
    enum: ['agree', 'disagree'],
    description: 'Whether the group agrees or disagrees with it, more than the other groups do',
  })
  Stance!: 'agree' | 'disagree';
}

export class OpinionGroupDto {
  @ApiProperty({ example: 'A', description: 'Kept from one computation to the next' })
  Label!: string;
  @ApiProperty({ description: 'How many voters the group has (at least 10)' }) Voters!: number;
  @ApiProperty({
    type: [RepresentativeArgDto],
    description: 'At most 3, most representative first',
  })
  Representative!: RepresentativeArgDto[];
}

/**
 * A question's opinion groups, aggregates only: which arguments convince across the groups of its
 * voters, and, when every group has at least 10 voters, the groups with their most
 * representative arguments. Never who is in which group.
 */
export class OpinionGroupsDto {
  @ApiProperty() ConvoID!: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'When the groups were last computed (after votes settle); null before the first time',
  })
  ComputedAt!: string | null;
  @ApiProperty({ description: 'Voters in the computation: those with at least 3 ratings' })
  Voters!: number;
  @ApiProperty({
    type: [String],
    description:
      "Arguments that convince across groups: ids of live arguments whose group-aware consensus (the geometric mean of each group's smoothed agreement rate) is above one half, best first, at most 5",
  })
  Bridging!: string[];
  @ApiProperty({
    type: [OpinionGroupDto],
    description: 'The groups, by label; empty unless every group has at least 10 voters',
  })
  Groups!: OpinionGroupDto[];
}

export class OpinionGroupsRequestedDto {
  @ApiProperty() ConvoID!: string;
  @ApiProperty({
    description: 'The computation is queued to run at once (or ran, without a queue)',
  })
  Requested!: true;
}
