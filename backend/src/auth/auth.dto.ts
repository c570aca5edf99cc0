import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { CurrentUserDto } from '../users/users.dto.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './password.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// The first failed rule registered is the one reported; these keep the order the fields had
// (a length rule before IsString, so a non-text password is told the length rule).

/** A password being chosen (signup, change): the length rules of password.ts. */
function NewPasswordField(field: string) {
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
    MaxLength(PASSWORD_MAX, {
      message: `${field} must be at most ${PASSWORD_MAX} characters long`,
    }),
    MinLength(PASSWORD_MIN, {
      message: `${field} must be at least ${PASSWORD_MIN} characters long`,
    }),
    IsString({ message: `${field} must be text` }),
  );
}

/** A password being checked (login, the old one of a change): any length it could have been set with. */
function GivenPasswordField(field: string) {
  return applyDecorators(
    ApiProperty(),
    Length(1, PASSWORD_MAX, { message: `${field} must be 1 to ${PASSWORD_MAX} characters long` }),
    IsString({ message: `${field} must be text` }),
  );
}

export class SignupDto {
  @ApiProperty({ example: 'ada@example.org' })
  @Transform(trim)
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email!: string;

  @ApiProperty({ example: 'Ada_Lovelace', minLength: 3, maxLength: 30 })
  @Transform(trim)
  @IsString({ message: 'username must be text' })
  @Length(3, 30, { message: 'username must be 3 to 30 characters long' })
  @Matches(/^[A-Za-z0-9_-]+$/, {
    message: 'username may contain only letters, digits, "_" and "-"',
  })
  username!: string;

  @NewPasswordField('password')
  password!: string;
}

export class LoginDto {
  @ApiProperty({ description: "The account's e-mail address or its username." })
  @Transform(trim)
  @IsString({ message: 'email must be text' })
  @Length(1, 254, { message: 'email must be 1 to 254 characters long' })
  email!: string;

  @GivenPasswordField('password')
  password!: string;
}

export class ChangePasswordDto {
  @GivenPasswordField('oldPassword')
  oldPassword!: string;

  @NewPasswordField('newPassword')
  newPassword!: string;
}

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'ada@example.org' })
  @Transform(trim)
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email!: string;
}

export class PasswordResetRequestedDto {
  @ApiProperty({
    description:
      'Always true: whether an account uses the address is not told. If one does, a link is mailed to it.',
  })
  Requested!: boolean;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the link mailed (its `token` query parameter).' })
  @IsString({ message: 'token must be text' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'token must be the token of a password reset link' })
  token!: string;

  @NewPasswordField('newPassword')
  newPassword!: string;
}

export class UserResponseDto {
  @ApiProperty({ type: CurrentUserDto }) User!: CurrentUserDto;
}

export class LogoutResponseDto {
  @ApiProperty() LoggedOut!: boolean;
}

export class ChangePasswordResponseDto {
  @ApiProperty() Changed!: boolean;
}
