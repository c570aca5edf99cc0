import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length } from 'class-validator';
import { API_TOKEN_SCOPES, type ApiTokenScope } from './api-token.entity.js';

export const TOKEN_NAME_MAX = 60;
/** Tokens an account may hold at once (revoked ones do not count). */
export const MAX_TOKENS_PER_USER = 20;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateApiTokenDto {
  @ApiProperty({
    description: 'What the token is for, to tell it apart',
    example: 'Mirror bot',
    minLength: 1,
    maxLength: TOKEN_NAME_MAX,
  })
  @Transform(trim)
  @Length(1, TOKEN_NAME_MAX, { message: `Name must be 1 to ${TOKEN_NAME_MAX} characters long` })
  @IsString({ message: 'Name must be text' })
  Name!: string;

  @ApiProperty({
    enum: API_TOKEN_SCOPES,
    enumName: 'ApiTokenScope',
    description: 'read: GET requests only; write: whatever the account may do',
  })
  @IsIn(API_TOKEN_SCOPES, { message: 'Scope must be read or write' })
  Scope!: ApiTokenScope;
}

export class ApiTokenDto {
  @ApiProperty() ID!: string;
  @ApiProperty() Name!: string;
  @ApiProperty({ enum: API_TOKEN_SCOPES, enumName: 'ApiTokenScope' }) Scope!: ApiTokenScope;
  @ApiProperty({ description: "The token's first characters", example: 'oe_AbCd1234' })
  Prefix!: string;
  @ApiProperty({ format: 'date-time' }) Created!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'To the minute; null when never used',
  })
  LastUsed!: string | null;
}

export class ApiTokenListDto {
  @ApiProperty({ type: [ApiTokenDto], description: 'The tokens not revoked, newest first' })
  Tokens!: ApiTokenDto[];
  @ApiProperty({ description: 'How many tokens an account may hold' }) Max!: number;
}

export class CreatedApiTokenDto {
  @ApiProperty({ type: ApiTokenDto }) ApiToken!: ApiTokenDto;
  @ApiProperty({
    description: 'The token itself: shown this once, never again (only its hash is kept)',
    example: 'oe_AbCd1234...',
  })
  Token!: string;
}
