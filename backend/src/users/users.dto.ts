import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ROLES, type Role } from '../common/roles.js';
import { MAX_PAGE } from '../common/safe-input.js';

export class CurrentUserDto {
  @ApiProperty() uid!: string;
  @ApiProperty({ description: 'Lower-cased username' }) username!: string;
  @ApiProperty({ description: 'The username as its owner typed it' }) Username!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ type: String, nullable: true, description: 'URL of the profile image' })
  ProfileImage!: string | null;
}

export class AdminUserDto {
  @ApiProperty() UID!: string;
  @ApiProperty() Username!: string;
  @ApiProperty() UsernameCased!: string;
  @ApiProperty() Email!: string;
  @ApiProperty({ enum: ROLES }) Role!: Role;
  @ApiProperty({ format: 'date-time' }) Created!: string;
}

export class AdminUserListDto {
  @ApiProperty({ type: [AdminUserDto] }) Users!: AdminUserDto[];
  @ApiProperty() Total!: number;
}

export class AdminUserResponseDto {
  @ApiProperty({ type: AdminUserDto }) User!: AdminUserDto;
}

export const USER_SORT_FIELDS = ['Created', 'Username', 'Email', 'Role'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export class ListUsersQueryDto {
  @ApiProperty({ required: false, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page: number = 1;

  @ApiProperty({ required: false, default: 25, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'perPage must be a whole number' })
  @Min(1, { message: 'perPage must be between 1 and 100' })
  @Max(100, { message: 'perPage must be between 1 and 100' })
  perPage: number = 25;

  @ApiProperty({ required: false, enum: USER_SORT_FIELDS, default: 'Created' })
  @IsOptional()
  @IsIn(USER_SORT_FIELDS, { message: `sort must be one of ${USER_SORT_FIELDS.join(', ')}` })
  sort: UserSortField = 'Created';

  @ApiProperty({ required: false, enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['ASC', 'DESC'], { message: 'order must be ASC or DESC' })
  order: 'ASC' | 'DESC' = 'DESC';

  @ApiProperty({ required: false, description: 'Matches username or email, case-insensitive' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(254, { message: 'q must be at most 254 characters' })
  q?: string;

  @ApiProperty({ required: false, enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;
}

export class SetRoleDto {
  @ApiProperty()
  @IsString({ message: 'uid must be text' })
  @Matches(/^[A-Za-z0-9_-]{1,16}$/, { message: 'uid must be a user id' })
  uid!: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role!: Role;
}
