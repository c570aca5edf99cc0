import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { CurrentUserDto } from '../users/users.dto.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './password.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsString({ message: 'password must be text' })
  @MinLength(PASSWORD_MIN, { message: `password must be at least ${PASSWORD_MIN} characters long` })
  @MaxLength(PASSWORD_MAX, { message: `password must be at most ${PASSWORD_MAX} characters long` })
  password!: string;
}

export class LoginDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'email must be text' })
  @Length(1, 254, { message: 'email must be 1 to 254 characters long' })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'password must be text' })
  @Length(1, PASSWORD_MAX, { message: `password must be 1 to ${PASSWORD_MAX} characters long` })
  password!: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'oldPassword must be text' })
  @Length(1, PASSWORD_MAX, { message: `oldPassword must be 1 to ${PASSWORD_MAX} characters long` })
  oldPassword!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsString({ message: 'newPassword must be text' })
  @MinLength(PASSWORD_MIN, {
    message: `newPassword must be at least ${PASSWORD_MIN} characters long`,
  })
  @MaxLength(PASSWORD_MAX, {
    message: `newPassword must be at most ${PASSWORD_MAX} characters long`,
  })
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
