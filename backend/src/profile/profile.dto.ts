import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Length, Matches } from 'class-validator';
import { ID_PATTERN } from '../common/id-validation.js';
import { TextField } from '../common/dto/text-field.js';
import { CategoryRefDto } from '../convo/convo.dto.js';
import { RevisionDto } from '../revision/revision.dto.js';
import { MAX_LINK_LENGTH, MAX_USER_CATS, PROFILE_TEXT_RULES } from './profile.rules.js';

const catsMessage = { message: 'userCats must be a list of category ids' };

/**
 * POST /api/user/setprofilefields. Every field is optional: one left out keeps its saved value
 * (the settings form sends them all). Texts are trimmed and checked against the spec's size hints
 * by the service (characters counted after trimming).
 */
export class SetProfileFieldsDto {
  @TextField('fullName', PROFILE_TEXT_RULES.fullName, { optional: true })
  fullName?: string;

  @TextField('bio', PROFILE_TEXT_RULES.bio, { optional: true })
  bio?: string;

  @TextField('location', PROFILE_TEXT_RULES.location, { optional: true })
  location?: string;

  @ApiProperty({
    required: false,
    maxLength: MAX_LINK_LENGTH,
    description: 'An http:// or https:// address, or empty for none',
    example: 'https://example.org/me',
  })
  @IsOptional()
  @IsString({ message: 'link must be text' })
  link?: string;

  @TextField('userExpertise', PROFILE_TEXT_RULES.userExpertise, { optional: true })
  userExpertise?: string;

  @ApiProperty({
    required: false,
    type: [String],
    maxItems: MAX_USER_CATS,
    description: 'Ids of existing categories (the interests checkboxes); replaces the saved list',
  })
  // Decorators apply bottom up: IsArray is checked (and reported) first.
  @IsOptional()
  @ArrayMaxSize(MAX_USER_CATS, {
    message: `userCats may name at most ${MAX_USER_CATS} categories`,
  })
  @Matches(ID_PATTERN, { each: true, ...catsMessage })
  @IsString({ each: true, ...catsMessage })
  @IsArray(catsMessage)
  userCats?: string[];
}

/** The signed-in user's own profile form (spec section 3, Profile). */
export class ProfileFieldsDto {
  @ApiProperty() FullName!: string;
  @ApiProperty() Bio!: string;
  @ApiProperty() Location!: string;
  @ApiProperty({ description: 'An http(s) address, or empty' }) Link!: string;
  @ApiProperty() UserExpertise!: string;
  @ApiProperty({ type: [String], description: 'Ids of the live categories the user follows' })
  UserCats!: string[];
  @ApiProperty({ type: [CategoryRefDto], description: 'Every live category, for the checkboxes' })
  AllCategories!: CategoryRefDto[];
}

/** What anyone may see of a user on /u/{username}: nothing private (no e-mail, no role). */
export class PublicProfileDto {
  @ApiProperty({ description: 'The username as its owner typed it' }) Username!: string;
  @ApiProperty() FullName!: string;
  @ApiProperty() Bio!: string;
  @ApiProperty() Location!: string;
  @ApiProperty({ description: 'An http(s) address, or empty' }) Link!: string;
  @ApiProperty() UserExpertise!: string;
  @ApiProperty({ type: [String] }) UserCats!: string[];
  @ApiProperty({ type: [CategoryRefDto], description: 'The categories of UserCats, by title' })
  Categories!: CategoryRefDto[];
  @ApiProperty({ example: '/api/user/profileimage/ada' }) ProfileImage!: string;
}

export class PublicProfileResponseDto {
  @ApiProperty({ type: PublicProfileDto }) Profile!: PublicProfileDto;
}

export class PublicProfileQueryDto {
  @ApiProperty({ example: 'Ada_Lovelace' })
  @IsString({ message: 'username must be text' })
  @Length(1, 60, { message: 'username must be 1 to 60 characters long' })
  username!: string;
}

/** GET /api/user/edits/{username}/{page}: newest first; Load more while fewer than Total are shown. */
export class UserEditsDto {
  @ApiProperty({ type: [RevisionDto] }) Revisions!: RevisionDto[];
  @ApiProperty({ description: 'How many edits the list holds in all' }) Total!: number;
  @ApiProperty() Page!: number;
  @ApiProperty() PageSize!: number;
}
