import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { KindEnum } from '../revision/kind-enums.js';
import { IsArtifactId } from '../common/id-validation.js';
import { EditBaseDto, HistoryPageQueryDto } from '../revision/revision.dto.js';
import { SLUG_INPUT_MAX_LENGTH, SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from './slug.rules.js';

/** The slug as typed: text of bounded size; the server normalises it and applies the rules. */
function SlugInput() {
  return applyDecorators(
    ApiProperty({
      description: `Normalised by the server (lowercased; the first space becomes a hyphen; anything but a-z, 0-9 and - removed), then ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} characters`,
      maxLength: SLUG_INPUT_MAX_LENGTH,
      example: 'should-voting-be-compulsory',
    }),
    IsString({ message: 'slug must be text' }),
    MaxLength(SLUG_INPUT_MAX_LENGTH, {
      message: `slug must be at most ${SLUG_INPUT_MAX_LENGTH} characters before normalisation`,
    }),
  );
}

export class SlugAvailableDto {
  @SlugInput()
  slug!: string;
}

export class NewSlugDto {
  @SlugInput()
  slug!: string;

  // One of the kinds whose pages may have a slug: checked against the registered kinds (400 naming
  // them) by SlugService.
  @KindEnum('SluggedArtifactType')
  @IsString({ message: 'artifactType must be the type of a page that may have a slug' })
  @MaxLength(40, { message: 'artifactType must be at most 40 characters' })
  artifactType!: string;

  @IsArtifactId('artifactID')
  artifactID!: string;

  @ApiPropertyOptional({ description: "Revision description; 'Added content' when empty" })
  @IsOptional()
  @IsString({ message: 'revDesc must be text' })
  @MaxLength(300, { message: 'revDesc must be at most 300 characters' })
  revDesc?: string;
}

export class SlugGetDto {
  @IsArtifactId('artifactID')
  artifactID!: string;
}

/** The slug's history is its artifact's slug changes, keyed by the artifact's id. */
export class SlugHistoryQueryDto extends IntersectionType(SlugGetDto, HistoryPageQueryDto) {}

/** SlugEditTextField (FieldName Slug, with OldValue) or SlugRevert on an artifact's slug. */
export class SlugEditDto extends EditBaseDto {
  @IsArtifactId('artifactID')
  artifactID!: string;
}

/** The spec's Slug response (section 3): the slug as the server normalised it, and whether it is free. */
export class SlugAvailabilityDto {
  @ApiProperty() Slug!: string;
  @ApiProperty() Available!: boolean;
  @ApiPropertyOptional({
    description: 'Why the slug cannot be used, when it breaks a rule (not when it is only taken)',
  })
  Reason?: string;
}

export class SlugDto {
  @ApiProperty({ description: "The artifact's current slug; empty when it has none" })
  Slug!: string;
}

export class SlugCreatedDto {
  @ApiProperty() Slug!: string;
  @KindEnum('SluggedArtifactType') ArtifactType!: string;
  @ApiProperty() ArtifactID!: string;
  @ApiProperty({ example: '/c/should-voting-be-compulsory', description: 'The short link' })
  Link!: string;
  @ApiPropertyOptional({ description: 'The revision, unless the slug was already this one' })
  RevID?: string;
}
